import { type PatchOf, type ResourceName, usePatch } from "./api";
import { type Failure, toastFailure } from "./failures";
import { NOUNS } from "./labels";

/**
 * Saves changes one PATCH (one field) at a time, in order. A failure toasts "Error" with the server
 * message or "Failed to update <noun>", stops, and is returned; null means everything saved.
 */
export function useSaveFields<R extends ResourceName>(resource: R) {
  const patch = usePatch(resource);
  return async (id: string, changes: PatchOf<R>[]): Promise<Failure | null> => {
    for (const change of changes) {
      try {
        await patch.mutateAsync({ id, patch: change });
      } catch (error) {
        return toastFailure(error, `Failed to update ${NOUNS[resource].lower}`);
      }
    }
    return null;
  };
}

/** For inline cells: saves one field; true when it was saved. */
export function useSaveField<R extends ResourceName>(resource: R) {
  const save = useSaveFields(resource);
  return async (id: string, change: PatchOf<R>): Promise<boolean> => (await save(id, [change])) === null;
}
