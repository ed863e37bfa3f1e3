/** Advanced settings › Docker: the container engine and which containers a release leaves alone. */
import {generalGroupTitle} from '../facts/advanced-settings';
import {fromOriginal, fromFactSource, type SettingsCategory} from './types';

export const docker: SettingsCategory = {
  key: 'docker',
  title: 'Docker',
  route: '/cloud/device_management/advanced_settings/veltro_tmu_cm4/cloud-config-docker/',
  provenance: fromOriginal('docker'),
  groups: [
    {
      key: 'docker',
      title: generalGroupTitle,
      settings: [
        {
          key: 'docker.enabled',
          provenance: fromFactSource('src/salt/base/state/docker/setup.sls:3'),
          label: 'Enabled',
          description:
            'Installs and starts the container engine (balenaEngine) so the device can run your own containers next to Veltro Core. Switching it off stops the engine, and every container with it, the next time the device applies its configuration.',
          type: 'bool',
          default: false,
          usedBy: {module: 'docker_monitor'},
        },
        {
          key: 'docker.container_whitelist',
          label: 'Container Whitelist',
          description:
            'Names of containers that a Docker release from Veltro Cloud keeps. Every other container that is not part of the release is stopped and removed, so list here any container you started by hand and want to keep.',
          type: 'list',
          default: null,
          usedBy: {module: 'docker_monitor'},
        },
      ],
    },
  ],
};
