/**
 * The polite notice that a new deploy has updated the offline copy in the background. Plain DOM: it may appear
 * on any page, and the open page still runs the previous version's code until it is reloaded.
 */
import type {SavedCopy} from '../types';
import {formatDate} from './formatDate';
import styles from './updateNotice.module.css';

export function showUpdateNotice(copy: SavedCopy): void {
  document.getElementById('veltro-offline-updated')?.remove();
  const notice = document.createElement('div');
  notice.id = 'veltro-offline-updated';
  notice.className = styles.notice!;
  notice.setAttribute('role', 'status');
  document.body.append(notice);

  const text = document.createElement('p');
  text.className = styles.text!;
  text.textContent = `Offline copy updated: ${copy.label}, documentation of ${formatDate(copy.built)}.`;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'button button--sm button--primary';
  reload.textContent = 'Reload page';
  reload.addEventListener('click', () => window.location.reload());
  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.className = 'button button--sm button--secondary';
  dismiss.textContent = 'Dismiss';
  dismiss.addEventListener('click', () => notice.remove());
  // Filled after the empty live region is in the page, so screen readers announce the text.
  requestAnimationFrame(() => notice.append(text, reload, dismiss));
}
