import { useCallback, useState } from 'react';

/** Which sections are open for editing (each keeps its own draft). */
export function useSectionEditing() {
  const [editing, setEditing] = useState<ReadonlySet<string>>(new Set());
  const start = useCallback(
    (key: string) => setEditing((current) => new Set(current).add(key)),
    [],
  );
  const stop = useCallback(
    (key: string) =>
      setEditing((current) => {
        const next = new Set(current);
        next.delete(key);
        return next;
      }),
    [],
  );
  return { isEditing: (key: string) => editing.has(key), start, stop };
}
