/** The five page kinds whose main-thread time issue 23 measures (bench/main-thread.ts, bench/prefetch-tasks.ts). */
export const pageKinds = [
  '/',
  '/core/commands/core-commands-power/',
  '/hardware/veltro_tmu_cm4/obd-connector-pinout/',
  '/cloud/device_management/advanced_settings/veltro_tmu_cm4/cloud-config-power/',
  '/getting_started/heavy_duty_vehicles/j1939-getting-started-guide/',
];
