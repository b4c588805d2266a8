import { useCallback, useEffect, useRef, useState } from "react";
import { messageOf } from "../lib/api";

export interface Loaded<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads `load()` whenever `key` or `refresh` changes (refresh: a counter the live stream bumps), keeping
 * what was shown while the next answer comes; an answer for an older key is dropped. `key` null: nothing.
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>, refresh: number): Loaded<T> {
  const [state, setState] = useState<{ key: string | null; data: T | null; error: string | null }>({
    key: null,
    data: null,
    error: null,
  });
  const [loading, setLoading] = useState(false);
  const [again, setAgain] = useState(0);
  const loader = useRef(load);
  loader.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh and again are the triggers to load again
  useEffect(() => {
    if (key === null) return;
    let current = true;
    setLoading(true);
    loader
      .current()
      .then(
        (data) => current && setState({ key, data, error: null }),
        (error: unknown) =>
          current &&
          setState((before) => ({
            key,
            data: before.key === key ? before.data : null,
            error: messageOf(error),
          })),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [key, refresh, again]);

  const reload = useCallback(() => setAgain((count) => count + 1), []);
  const fresh = state.key === key;
  return { data: fresh ? state.data : null, error: fresh ? state.error : null, loading, reload };
}
