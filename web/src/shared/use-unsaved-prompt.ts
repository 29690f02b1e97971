import { useEffect } from 'react';
import { useBlocker } from 'react-router';

// While something is unsaved, leaving asks first: a route change through the app's own prompt, a
// closed tab or a reload through the browser's.
export function useUnsavedPrompt(unsaved: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the prompt only when a value is returned
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  return blocker;
}
