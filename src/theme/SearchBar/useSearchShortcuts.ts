/**
 * Keyboard access to the search modal, as DocSearch defines it: Ctrl/Cmd+K toggles it, `/` opens it when the
 * reader is not typing somewhere else, Escape closes it.
 */
import {useEffect, type RefObject} from 'react';

interface Options {
  readonly isOpen: boolean;
  readonly onOpen: () => void;
  readonly onClose: () => void;
  /** A printable key typed while the button has focus: the modal opens with it as the query. */
  readonly onInput: (key: string) => void;
  readonly buttonRef: RefObject<HTMLButtonElement | null>;
}

function isEditing(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(element && (element.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName)));
}

export function useSearchShortcuts({isOpen, onOpen, onClose, onInput, buttonRef}: Options): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && isOpen) {
        onClose();
        return;
      }
      if (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        if (isOpen) onClose();
        else onOpen();
        return;
      }
      if (isOpen) return;
      if (event.key === '/' && !isEditing(event.target)) {
        event.preventDefault();
        onOpen();
        return;
      }
      if (document.activeElement === buttonRef.current && /^[\p{L}\p{N}]$/u.test(event.key) && !event.metaKey && !event.ctrlKey) {
        event.preventDefault();
        onInput(event.key);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, buttonRef]);
}
