/**
 * Facts chosen for the advanced settings pages of part A (accelerometer, alerts, audio, Bluetooth, charging
 * session, cloud storage, Docker, key fob, MQTT) where no source gave them, or where a source's value had to give
 * way to the canon or a finished Core page. The catalogue modules in `../settings/` import them, so a page and its
 * table never disagree.
 */

/** Heading of the settings a Cloud category shows above its first section, which carry no heading of their own. */
export const generalGroupTitle = 'General';

/** Upload address of the HTTPS cloud returner: the original's path on the canon's API host. */
export const storageEndpointUrl = 'https://api.veltro.example/logbook/storage';

/** Choices of the MQTT broker's Install field; Core runs Mosquitto on every device, so that is the default. */
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

/** The Keyfob HAT's channel GPIOs (BCM), as docs/hardware/accessories/keyfob-hat/ gives them. */
export const keyfobHatPinWires = {wire_1: 17, wire_2: 27, wire_3: 22, wire_4: 23} as const;
