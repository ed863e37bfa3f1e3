/**
 * Facts of the advanced settings pages that no source gives, or where a source's value had to give way to the canon
 * or a finished Core page: chosen once here. The catalogue modules in `../settings/` import them, so a page and its
 * table never disagree. The canon (`../shared/ia/facts.md`) and `src/data/core/facts.ts` come first.
 */

import {keyfobChannels} from '../../hardware/keyfobHat';

/** Heading of the settings a Cloud category shows above its first section, which carry no heading of their own. */
export const generalGroupTitle = 'General';

/** Upload address of the HTTPS cloud returner: the original's path on the canon's API host. */
export const storageEndpointUrl = 'https://api.veltro.example/logbook/storage';

/**
 * Choices of the MQTT broker's Install field. Core's top state applies the Mosquitto formula on every device
 * (autopi-core src/salt/base/state/top.sls:21), so `mosquitto` is the default (the original Cloud table ships `none`).
 */
export const mqttBrokerInstallValues = ['mosquitto', 'none'] as const;

/** Compression algorithms of the HTTPS upload: the only one the cloud cache supports; empty sends uncompressed. */
export const storageCompressionValues = ['gzip'] as const;

/**
 * The charging session start and end tags ship empty: the original's `vehicle/engine/charging` and
 * `vehicle/engine/not_charging` are not events of Veltro Core. The pages show this pair as the worked example.
 */
export const chargingSessionExample = {
  start: ['vehicle/battery/charging'],
  end: ['vehicle/battery/discharging', 'vehicle/motor/running'],
} as const;

/** Cloud labels of two key fob fields the original settings page does not list, as the key fob pages name them. */
export const keyFobExtraLabels = {powerManaged: 'Power Managed', pinWires: 'Pin Wires'} as const;

/**
 * The Keyfob HAT's channel GPIOs (BCM) as the key fob service's `pin_wires`, built from the hardware data
 * (`keyfobChannels` in src/data/hardware/keyfobHat.ts, which cites the original HAT pinout): GPIO 24, 23, 27 and ID_SD
 * (GPIO 0).
 */
export const keyfobHatPinWires: Readonly<Record<string, number>> = Object.fromEntries(
  keyfobChannels.map((channel) => [channel.wire, channel.gpio]),
);

/** Folder the ELM327 proxy writes its own log file to when the file name has no folder: the Core log folder. */
export const elm327ProxyLogFolder = '/var/log/veltro/';

/** Host name the hotspot's DNS resolves to the device (192.168.4.1), so a browser on the hotspot can use a name. */
export const hotspotLocalHostName = 'local.veltro.example';

/** SPM firmware version the Cloud proposes for a TMU CM4 or CAN-FD Pro (RP2040 SPM, firmware 4; `power.status` shows it). */
export const spmFirmwareVersion = '4.0';

/**
 * The Cloud shows the OBD manager's `battery_nominal_voltage` under **Power › Battery** as **Nominal Voltage**, next
 * to the read interval, because it changes how every battery voltage is judged.
 */
export const nominalVoltageSetting = 'power.battery.nominal_voltage';

/**
 * Values of **Update Release › Automatic**, read from when Core installs a release: `false` never on its own,
 * `true` when the device shuts down (before sleep), `startup` also when Core starts (autopi-core
 * src/salt/base/state/shutdown.sls:11 and startup.sls:27, which tests for `startup`).
 */
export const automaticUpdateValues = ['false', 'true', 'startup'] as const;

/** The RFID tag that ends a trip for good: a rejected tag (the event `system/rfid/<id>/rejected`), as a tag pattern. */
export const tripFinalEndTag = 'system/rfid/.*/rejected';

/** An empty **System › User › Pi › Password** field leaves the password on the device unchanged. */
export const emptyPiPasswordKeepsCurrent = true;

/**
 * Trip settings are applied by Veltro Cloud to the events and positions it receives: a change needs no sync, takes
 * effect at once for trips built from then on, and leaves closed trips as they are.
 */
export const tripSettingsApplyInCloud = true;
