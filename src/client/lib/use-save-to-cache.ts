import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";

/**
 * A mutation for a document saved whole: the server's answer is the document as saved, so it replaces
 * the cached copy under `queryKey` instead of a refetch.
 */
export function useSaveToCache<Input, Saved>(queryKey: QueryKey, save: (input: Input) => Promise<Saved>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
}
