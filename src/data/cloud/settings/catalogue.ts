/**
 * Every settings category, by its key: for build-time code, which renders a page's tables from the key its
 * directive names (plugins/docs/settings-tables.ts). Browser code imports only the category module it shows.
 */
import {accelerometer} from './accelerometer';
import {alerts} from './alerts';
import {audio} from './audio';
import {bluetooth} from './bluetooth';
import {chargingSession} from './chargingSession';
import {cloudStorage} from './cloudStorage';
import {docker} from './docker';
import {keyFob} from './keyFob';
import {mini} from './mini';
import {mqtt} from './mqtt';
import {obd} from './obd';
import {power} from './power';
import {rfid} from './rfid';
import {system} from './system';
import {tracking} from './tracking';
import {trip} from './trip';
import type {SettingsCategory} from './types';
import {updateRelease} from './updateRelease';
import {wifi} from './wifi';

export const settingsCatalogue: ReadonlyMap<string, SettingsCategory> = new Map(
  [
    accelerometer,
    alerts,
    audio,
    bluetooth,
    chargingSession,
    cloudStorage,
    docker,
    keyFob,
    mini,
    mqtt,
    obd,
    power,
    rfid,
    system,
    tracking,
    trip,
    updateRelease,
    wifi,
  ].map((category) => [category.key, category]),
);
