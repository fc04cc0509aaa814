import { useEffect } from 'react';
import { useDraft } from '../stores/draft.ts';

/** Asks before the tab closes while a change is not saved yet (the autosave waits 800 ms). */
export function useWarnBeforeLeaving(): void {
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      const { saveState } = useDraft.getState();
      if (saveState !== 'saved') event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
}
