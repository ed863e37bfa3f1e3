/**
 * The Save offline panel, a modal dialog loaded on the first use of the navbar control: choose the whole site or
 * one device's pages (the reader's device, else the device of the current page, is preselected), see the download
 * size, save with a progress bar, then update or remove the copy. It has its own React root, so closing the mobile menu that opened it does
 * not end it, and one panel serves the navbar and the menu.
 */
import {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {createRoot} from 'react-dom/client';
import siteConfig from '@generated/docusaurus.config';
import {currentDevice} from '@site/src/utils/myDevice/site';
import {formatDate} from '../client/formatDate';
import {parseSavedFlag, readSavedFlagText, writeSavedFlag} from '../client/savedFlag';
import {isSupported, listen, onNotice, removeCopy, saveCopy, savedCopy} from '../client/connection';
import {kitFile} from '../protocol';
import type {KitScope, OfflineKit, SavedCopy, WorkerNotice} from '../types';
import dialogStyles from '@site/src/css/dialog.module.css';
import styles from './styles.module.css';

type Progress = Extract<WorkerNotice, {type: 'progress'}>;

type Task =
  | {readonly kind: 'idle'}
  | {readonly kind: 'saving'; readonly scope: string; readonly progress?: Progress}
  | {readonly kind: 'removing'};

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const scopeName = (scope: Pick<KitScope, 'id' | 'label'>) =>
  scope.id === 'site' ? 'the whole site' : `the ${scope.label} pages`;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

async function loadKit(): Promise<OfflineKit> {
  const response = await fetch(`${siteConfig.baseUrl}${kitFile}`, {cache: 'no-store'});
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as OfflineKit;
}

/** The device scope that lists the current page, when exactly one does (a page for several devices picks none). */
function deviceOfPage(kit: OfflineKit, pathname: string): string | undefined {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  const matches = kit.scopes.filter(({routes}) => routes?.includes(path));
  return matches.length === 1 ? matches[0]!.id : undefined;
}

/** The scope of the reader's own device ("My device", src/components/MyDevice), when it has one. */
function readersScope(kit: OfflineKit): string | undefined {
  const model = currentDevice()?.device.model;
  return kit.scopes.find(({id}) => id !== 'site' && id === model)?.id;
}

type Failure = Extract<WorkerNotice, {type: 'failed'}>;

/**
 * The browser refused to store more: say what happened and what the reader can do, with the sizes the kit gives
 * (the stored sizes, which are what counts against the space), and that the copy saved before still works.
 */
function quotaMessage(
  {scope, quota}: Failure & {quota: NonNullable<Failure['quota']>},
  kit: OfflineKit | undefined,
  copy: SavedCopy | undefined,
): string {
  const scopes = kit?.scopes ?? [];
  const what = scopeName(scopes.find(({id}) => id === scope) ?? {id: scope, label: scope});
  const free = quota.free === undefined ? '' : `; about ${megabytes(quota.free)} is free for this site`;
  const smaller = scopes.filter(({id, bytes}) => id !== 'site' && id !== scope && bytes < quota.needed);
  const instead = smaller.length
    ? `, or save one device's pages instead (${smaller.map(({label, bytes}) => `${label} ${megabytes(bytes)}`).join(', ')})`
    : '';
  const kept = copy
    ? ` Your saved copy of ${scopeName({id: copy.scope, label: copy.label})} is kept and still works offline.`
    : '';
  return `Saving stopped: this device has no room for ${what} (${megabytes(quota.needed)} needed${free}). Free some space on the device${instead}.${kept}`;
}

/** Announced in the live region at these shares of the download only, not at every file. */
const milestones = [0.25, 0.5, 0.75];

function OfflinePanel({onMount}: {readonly onMount: (show: (opener: HTMLElement) => void) => void}): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const progressId = useId();
  const [kit, setKit] = useState<OfflineKit>();
  const [kitFailed, setKitFailed] = useState(false);
  const [copy, setCopy] = useState<SavedCopy>();
  const [chosen, setChosen] = useState('site');
  const [task, setTask] = useState<Task>({kind: 'idle'});
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef(0);
  // The notice handler is set up once: it reads the kit and the copy of the latest render from here.
  const latest = useRef<{kit?: OfflineKit; copy?: SavedCopy}>({});
  latest.current = {kit, copy};

  const refresh = useCallback(async () => {
    setKitFailed(false);
    const flagBefore = readSavedFlagText();
    const [loadedKit, savedNow] = await Promise.all([loadKit().catch(() => undefined), savedCopy()]);
    setKit(loadedKit);
    setKitFailed(!loadedKit);
    // A save or a removal that finished while this read has written the flag and the copy already: this read is
    // older than that (a removal right after opening the panel would otherwise bring the copy back).
    const stale = readSavedFlagText() !== flagBefore;
    if (!stale) setCopy(savedNow);
    // Cache Storage is the truth: after the reader cleared the site's data the navbar must stop showing a copy
    // (its flag may be gone without an event, or left behind when only the caches were cleared).
    if (!stale && Boolean(savedNow) !== Boolean(parseSavedFlag(flagBefore))) writeSavedFlag(savedNow);
    setChosen(
      savedNow?.scope ??
        (loadedKit && (readersScope(loadedKit) ?? deviceOfPage(loadedKit, window.location.pathname))) ??
        'site',
    );
  }, []);

  useEffect(() => {
    onMount((nextOpener) => {
      opener.current = nextOpener;
      if (!dialog.current?.open) {
        setAnnouncement('');
        dialog.current?.showModal();
      }
      void refresh();
    });
  }, [onMount, refresh]);

  useEffect(() => {
    listen();
    return onNotice((notice) => {
      if (notice.type === 'progress') {
        setTask({kind: 'saving', scope: notice.scope, progress: notice});
        const share = notice.bytes / notice.totalBytes;
        const reached = milestones.filter((milestone) => share >= milestone).length;
        if (reached > announced.current) setAnnouncement(`Saving: ${Math.round(milestones[reached - 1]! * 100)} %`);
        announced.current = reached;
      }
      if (notice.type === 'saved' || notice.type === 'updated') {
        setCopy(notice.copy);
        setTask({kind: 'idle'});
        const what = capitalised(scopeName({id: notice.copy.scope, label: notice.copy.label}));
        setAnnouncement(
          notice.type === 'saved' && !notice.changed
            ? `${what}: your offline copy is up to date.`
            : `${what} saved for offline use: documentation of ${formatDate(notice.copy.built)}.`,
        );
      }
      if (notice.type === 'removed') {
        setCopy(undefined);
        setTask({kind: 'idle'});
        setAnnouncement('Offline copy removed from this device.');
      }
      if (notice.type === 'failed') {
        setTask({kind: 'idle'});
        const reason = notice.reason.replace(/\.?$/, '.');
        setAnnouncement(
          notice.quota
            ? quotaMessage({...notice, quota: notice.quota}, latest.current.kit, latest.current.copy)
            : `Saving stopped: ${reason} The files saved so far are kept: save again to continue.`,
        );
      }
    });
  }, []);

  const onClose = () => {
    if (opener.current?.isConnected) opener.current.focus();
  };

  const save = () => {
    announced.current = 0;
    setTask({kind: 'saving', scope: chosen});
    setAnnouncement(`Saving ${scopeName(kit?.scopes.find(({id}) => id === chosen) ?? {id: chosen, label: chosen})}.`);
    saveCopy(chosen).catch((error: unknown) => {
      setTask({kind: 'idle'});
      setAnnouncement(`Could not start saving: ${error instanceof Error ? error.message : String(error)}`);
    });
  };

  const remove = () => {
    setTask({kind: 'removing'});
    removeCopy().catch(() => setTask({kind: 'idle'}));
  };

  const busy = task.kind !== 'idle';
  const progress = task.kind === 'saving' ? task.progress : undefined;
  const saveLabel = copy?.scope === chosen ? 'Update now' : copy ? 'Save this instead' : 'Save for offline use';

  return (
    <dialog ref={dialog} className={dialogStyles.panel} aria-labelledby={titleId} onClose={onClose}>
      <div className={dialogStyles.header}>
        <h2 id={titleId} className={dialogStyles.title}>
          Offline copy
        </h2>
        <button type="button" className="clean-btn close" aria-label="Close" onClick={() => dialog.current?.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>

      {!isSupported() ? (
        <p>This browser cannot keep pages for offline use: it has no service workers, or they are turned off.</p>
      ) : (
        <>
          {copy ? (
            <p className={styles.saved}>
              Saved on this device: {scopeName({id: copy.scope, label: copy.label})}, documentation of{' '}
              <strong>{formatDate(copy.built)}</strong> ({copy.files} files, {megabytes(copy.bytes)}). It opens with no
              signal; new versions download in the background.
            </p>
          ) : (
            <p>Keep the documentation on this device to read it with no signal: pages, images and search.</p>
          )}

          {kit ? (
            <fieldset className={styles.choices} disabled={busy}>
              <legend className={styles.legend}>What to save</legend>
              {kit.scopes.map((scope) => (
                <label key={scope.id} className={styles.choice}>
                  <input
                    type="radio"
                    name="veltro-offline-scope"
                    value={scope.id}
                    checked={chosen === scope.id}
                    onChange={() => setChosen(scope.id)}
                  />
                  <span>
                    {capitalised(scopeName(scope))}
                    <span className={styles.size}>
                      {scope.pages} pages, about {megabytes(scope.transfer)} to download
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
          ) : (
            <p className={styles.size}>
              {kitFailed
                ? 'Could not load the list of files to save. Check the connection, then open this panel again.'
                : 'Checking sizes…'}
            </p>
          )}

          <div className={styles.progress} hidden={task.kind !== 'saving'}>
            <label id={progressId} htmlFor={`${progressId}-bar`}>
              {progress ? `Saving: ${progress.files} of ${progress.totalFiles} files` : 'Starting the download…'}
            </label>
            <progress
              id={`${progressId}-bar`}
              max={progress?.totalBytes ?? 1}
              value={progress?.bytes ?? 0}
              aria-valuetext={progress ? `${Math.round((progress.bytes / progress.totalBytes) * 100)} %` : undefined}
            />
          </div>

          <p role="status" className={styles.status}>
            {announcement}
          </p>

          <div className={styles.actions}>
            <button type="button" className="button button--primary" disabled={!kit || busy} onClick={save}>
              {saveLabel}
            </button>
            {copy && (
              <button type="button" className="button button--secondary" disabled={busy} onClick={remove}>
                Remove offline copy
              </button>
            )}
          </div>
        </>
      )}
    </dialog>
  );
}

let showPanel: ((opener: HTMLElement) => void) | undefined;

/** Opens the panel; the first call mounts it in its own root at the end of the page. */
export function openOfflinePanel(opener: HTMLElement): void {
  if (showPanel) return showPanel(opener);
  const host = document.createElement('div');
  document.body.append(host);
  const onMount = (show: (nextOpener: HTMLElement) => void) => {
    showPanel = show;
    show(opener);
  };
  createRoot(host).render(<OfflinePanel onMount={onMount} />);
}
