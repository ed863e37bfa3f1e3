/**
 * DocSearch's own `useDocSearchKeyboardEvents`, with its props type and behaviour (3.9.0): Ctrl/Cmd+K toggles the
 * modal, `/` opens it when the reader is not typing somewhere else, Escape closes it, and a letter or digit typed
 * on the focused button is handed to `onInput`. (Letters and digits are read from `key`; DocSearch reads the
 * deprecated `keyCode`.)
 *
 * Why a copy: DocSearch 3.9 ships one bundle, so importing the hook from `@docsearch/react` would put the whole
 * modal into every page (the modal's lazy chunk cannot split a module that a page already imports). DocSearch 4
 * exports it on its own, `@docsearch/react/useDocSearchKeyboardEvents` (algolia/docsearch#2764, asked for by
 * Docusaurus in algolia/docsearch#2766); this site pins 3.9.0. On upgrading, import it from there and delete this
 * file.
 */
import {useEffect} from 'react';
import type {UseDocSearchKeyboardEventsProps} from '@docsearch/react';

function isEditingContent(event: KeyboardEvent): boolean {
  const element = event.target as HTMLElement;
  return element.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName);
}

export function useDocSearchKeyboardEvents({
  isOpen,
  onOpen,
  onClose,
  onInput,
  searchButtonRef,
}: UseDocSearchKeyboardEventsProps): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        (event.code === 'Escape' && isOpen) ||
        (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) ||
        (!isEditingContent(event) && event.key === '/' && !isOpen)
      ) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (searchButtonRef.current === document.activeElement && onInput && /^[\p{L}\p{N}]$/u.test(event.key))
        onInput(event);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
