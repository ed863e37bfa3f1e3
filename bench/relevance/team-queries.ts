/**
 * What readers of this site type into search, and the page (and, where it matters, the heading) that must be
 * among the first three results. Queries whose page is not written yet are reported, not scored.
 */
export interface RelevanceQuery {
  readonly query: string;
  /** Route of the page that must rank in the top 3. */
  readonly page: string;
  /** Heading anchor on that page that must match too. */
  readonly heading?: string;
}

export const relevanceQueries: readonly RelevanceQuery[] = [
  // Command names, typed as they appear in a terminal.
  {query: 'power.sleep', page: '/core/commands/core-commands-power/', heading: 'power-sleep'},
  {query: 'power.status', page: '/core/commands/core-commands-power/', heading: 'power-status'},
  {query: 'obd.query', page: '/core/commands/core-commands-obd/', heading: 'obd-query'},
  {query: 'obd.monitor', page: '/core/commands/core-commands-obd/', heading: 'obd-monitor'},
  {query: 'ec2x.connection_status', page: '/core/commands/core-commands-ec2x/'},
  {query: 'can.dump', page: '/core/commands/core-commands-can/'},
  {query: 'gnss.load_geofences', page: '/core/commands/core-commands-gnss/', heading: 'gnss-load-geofences'},
  {query: 'wifi.status', page: '/core/commands/core-commands-wifi/'},
  {query: 'spm.flash_firmware', page: '/core/commands/core-commands-spm/', heading: 'spm-flash-firmware'},
  {query: 'stn.sleep', page: '/core/commands/core-commands-stn/'},
  {query: 'keyfob.action', page: '/core/commands/core-commands-keyfob/'},
  {query: 'cloud_jsonl', page: '/core/returners/core-returners-cloud-jsonl/'},
  {query: 'event_result returner', page: '/core/returners/core-returners-event-result/'},
  // Concepts.
  {query: 'returner mqtt', page: '/core/returners/core-returners-mqtt/'},
  {query: 'mqtt broker port 1883', page: '/core/returners/core-returners-mqtt/'},
  {query: 'sleep timer', page: '/core/power_management/core-power-sleep-timers/'},
  {query: 'suppress sleep timer cron', page: '/core/power_management/core-power-sleep-timers/'},
  {query: 'hibernate', page: '/core/power_management/'},
  {query: 'wake on motion accelerometer', page: '/core/power_management/'},
  {query: 'workflow validator handler converter', page: '/core/services/'},
  {query: 'obd manager service', page: '/core/services/core-services-obd-manager/'},
  {query: 'can manager', page: '/core/services/core-services-can-manager/'},
  {query: 'event reactor', page: '/core/services/core-services-event-reactor/'},
  {query: 'REST API token', page: '/getting_started/api/'},
  {query: 'APIToken authorization header', page: '/getting_started/api/'},
  {query: 'PID logger', page: '/cloud/obd-ii/create-pid-loggers/'},
  {query: 'community library PIDs', page: '/cloud/obd_library/'},
  {query: 'trip export', page: '/cloud/fleet_management/vehicles/trips/automatic-exports/'},
  {query: 'advanced settings tmu cm4', page: '/cloud/device_management/advanced_settings/veltro_tmu_cm4/'},
  // Veltro Cloud.
  {
    query: 'safety cut-out voltage',
    page: '/cloud/device_management/advanced_settings/veltro_tmu_cm4/cloud-config-power/',
  },
  {query: 'wifi settings', page: '/cloud/device_management/advanced_settings/veltro_tmu_cm4/cloud-config-wifi/'},
  {query: 'system/power/sleep event', page: '/cloud/device_management/events/cloud-events-system/'},
  {query: 'vehicle/engine/stopped', page: '/cloud/device_management/events/cloud-events-vehicle/'},
  {query: 'decode raw PID response', page: '/cloud/obd-ii/debug-raw-pid-queries/'},
  {query: 'motorola byte order signal', page: '/cloud/obd-ii/create-can-signal-loggers/'},
  {query: 'gateway blocked vehicle', page: '/cloud/obd-ii/can-bus-configuration/'},
  {query: 'can dump', page: '/cloud/obd-ii/create-valid-can-dump/'},
  {query: 'template settings override', page: '/cloud/device_management/templates/'},
  {query: 'nested customers', page: '/cloud/device_management/nested-customers/'},
  {query: 'remote wake up', page: '/cloud/device_management/triggers/fleet-wakeup/'},
  {query: 'custom worker', page: '/cloud/device_management/services/create-custom-workers/'},
  {query: 'discord notification channel', page: '/cloud/fleet_management/configurations/notification-channels/'},
  {query: 'geofence summary report', page: '/cloud/fleet_management/reports/geofence-summary-reports/'},
  {query: 'vehicle states', page: '/cloud/fleet_management/configurations/vehicle-states/'},
  // Symptoms.
  {query: 'device not connecting to 4G', page: '/getting_started/veltro_tmu_cm4/4g-internet-setup-troubleshooting/'},
  {query: 'no data in cloud', page: '/getting_started/veltro_tmu_cm4/cm4-data-troubleshooting/'},
  {query: 'battery drain vehicle', page: '/core/power_management/'},
  {query: 'device keeps rebooting', page: '/core/power_management/core-power-low/'},
  // Parts and hardware.
  {query: 'OBD pinout CM4', page: '/hardware/veltro_tmu_cm4/obd-connector-pinout/'},
  {query: 'dual DB9 cable pinout', page: '/hardware/accessories/dualdb9-pinout/'},
  {query: 'LED blinking', page: '/hardware/veltro_tmu_cm4/led-and-button/'},
  {query: 'external antenna install', page: '/hardware/veltro_tmu_cm4/installing_external_antennas/'},
  {query: 'keyfob HAT', page: '/hardware/accessories/keyfob-hat/'},
  {query: 'global SIM roaming', page: '/hardware/accessories/sim-solution/'},
  {query: 'accessories', page: '/hardware/accessories/'},
  // Getting started and guides.
  {query: 'getting started TMU CM4', page: '/getting_started/veltro_tmu_cm4/'},
  {query: 'first install hotspot', page: '/getting_started/veltro_tmu_cm4/'},
  {query: 'ssh to device', page: '/developer_guides/how-to-ssh-to-your-device/'},
  {query: 'j1939 engine speed', page: '/getting_started/heavy_duty_vehicles/j1939-getting-started-guide/'},
  {query: 'tailscale', page: '/getting_started/veltro_canfd_pro/how_to_connect_to_tailscale/'},
  {query: 's3 bucket policy', page: '/getting_started/veltro_canfd_pro/set_up_AWS_S3_bucket/'},
  {
    query: 'electric vehicle power cycle',
    page: '/getting_started/electric_vehicles/power-cycle-for-electric-vehicles/',
  },
  {query: 'reflash emmc', page: '/developer_guides/reflashing-your-device/'},
  {query: 'mosquitto password file', page: '/developer_guides/configuring-mqtt/'},
  {query: 'external uart', page: '/developer_guides/enabling_uart_on_TMU_devices/'},
  {query: 'webhook callback signature', page: '/getting_started/api/command-webhook-callbacks/'},
  {query: 'export data api', page: '/getting_started/api/export-data-from-api/'},
  // Typos.
  {query: 'geofance', page: '/cloud/fleet_management/vehicles/fleet-geofences/'},
  {query: 'hibernnate', page: '/core/power_management/'},
  {query: 'retuner mqtt', page: '/core/returners/core-returners-mqtt/'},
];
