/**
 * The "My device" chooser, a modal dialog loaded on the first use of the navbar control: the model (current models
 * and the legacy dongles, from the device registry), and for a model built with either modem, which one. A choice is
 * kept at once; "Forget my device" clears it. Choosing a modem also chooses it in the pages' modem tabs (Docusaurus
 * keeps a tab group's choice under `docusaurus.tab.<groupId>`). Like the offline panel it has its own React root, so
 * closing the mobile menu that opened it does not end it.
 */
import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {createRoot} from 'react-dom/client';
import {createStorageSlot} from '@docusaurus/theme-common';
import {modemTabGroup} from '@site/src/data/myDevice';
import {deviceChoices} from '@site/src/utils/myDevice/site';
import {writeMyDevice} from '@site/src/utils/myDevice/store';
import {useMyDevice} from './useMyDevice';
import dialogStyles from '@site/src/css/dialog.module.css';
import styles from './styles.module.css';

/** Sets the modem tab group's choice; the storage event it fires switches the tabs of the open page too. */
const chooseModemTab = (modem: string) => createStorageSlot(`docusaurus.tab.${modemTabGroup}`).set(modem);

function Chooser({onMount}: {readonly onMount: (show: (opener: HTMLElement) => void) => void}): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const mine = useMyDevice();
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    onMount((nextOpener) => {
      opener.current = nextOpener;
      setAnnouncement('');
      if (!dialog.current?.open) dialog.current?.showModal();
    });
  }, [onMount]);

  const choose = (device: string, modem?: string) => {
    const choice = deviceChoices.find(({id}) => id === device)!;
    const kept = choice.modems?.find(({id}) => id === modem);
    // Where the browser refuses storage nothing is kept (the spec's rule), and the status says so.
    if (!writeMyDevice(kept ? {device, modem: kept.id} : {device})) {
      setAnnouncement('This browser does not let the site store anything, so the choice cannot be kept.');
      return;
    }
    if (kept) chooseModemTab(kept.id);
    setAnnouncement(`My device: ${choice.name}${kept ? ` with the ${kept.name}` : ''}.`);
  };
  const forget = () => {
    writeMyDevice(undefined);
    setAnnouncement('No device chosen: every page shows all devices again.');
  };

  return (
    <dialog
      ref={dialog}
      className={dialogStyles.panel}
      aria-labelledby={titleId}
      onClose={() => opener.current?.isConnected && opener.current.focus()}
    >
      <div className={dialogStyles.header}>
        <h2 id={titleId} className={dialogStyles.title}>
          My device
        </h2>
        <button type="button" className="clean-btn close" aria-label="Close" onClick={() => dialog.current?.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p>
        Choose the device in front of you. Pages for another model then say so and link to yours, comparison tables show
        yours first, and search puts its pages first. The choice stays in this browser.
      </p>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>Model</legend>
        {deviceChoices.map((device) => (
          <label key={device.id} className={styles.choice}>
            <input
              type="radio"
              name="veltro-my-device"
              value={device.id}
              checked={mine?.device.id === device.id}
              onChange={() => choose(device.id, mine?.modem?.id)}
            />
            {device.name}
          </label>
        ))}
      </fieldset>
      {mine?.device.modems && (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>Modem</legend>
          <p className={styles.hint}>
            The {mine.device.name} is built with either modem. On the device, <code>veltro usbutil.devices</code> lists
            its USB vendor and product:{' '}
            {mine.device.modems.map(({name, usbId}) => `${usbId.replace(':', ' and ')} for the ${name}`).join(', ')}.
          </p>
          {mine.device.modems.map((modem) => (
            <label key={modem.id} className={styles.choice}>
              <input
                type="radio"
                name="veltro-my-device-modem"
                value={modem.id}
                checked={mine.modem?.id === modem.id}
                onChange={() => choose(mine.device.id, modem.id)}
              />
              {modem.name}
            </label>
          ))}
          <label className={styles.choice}>
            <input
              type="radio"
              name="veltro-my-device-modem"
              value=""
              checked={!mine.modem}
              onChange={() => choose(mine.device.id)}
            />
            Not known
          </label>
        </fieldset>
      )}
      <p role="status" className={styles.status}>
        {announcement}
      </p>
      <div className={styles.actions}>
        <button type="button" className="button button--primary" onClick={() => dialog.current?.close()}>
          Done
        </button>
        {mine && (
          <button type="button" className="button button--secondary" onClick={forget}>
            Forget my device
          </button>
        )}
      </div>
    </dialog>
  );
}

let showChooser: ((opener: HTMLElement) => void) | undefined;

/** Opens the chooser; the first call mounts it in its own root at the end of the page. */
export function openMyDeviceChooser(opener: HTMLElement): void {
  if (showChooser) return showChooser(opener);
  const host = document.createElement('div');
  document.body.append(host);
  const onMount = (show: (nextOpener: HTMLElement) => void) => {
    showChooser = show;
    show(opener);
  };
  createRoot(host).render(<Chooser onMount={onMount} />);
}
