/**
 * Advanced settings › Trip: how Veltro Cloud cuts a vehicle's data into trips. The trip logic runs in Veltro Cloud,
 * on the events and positions a device sends, so no Core module reads these settings (no `usedBy`).
 */
import {tripFinalEndTag, generalGroupTitle} from '../facts/advanced-settings';
import {fromOriginal, veltroChoice, type Setting, type SettingsCategory} from './types';

const devices = ['cm4', 'pro'] as const;

function tags(key: string, label: string, value: readonly string[] | null, description: string): Setting {
  return {key, label, description, type: 'list', default: value, devices};
}

export const trip: SettingsCategory = {
  key: 'trip',
  title: 'Trip',
  route: '/cloud/device_management/advanced_settings/veltro_tmu_cm4/cloud-config-trip/',
  provenance: fromOriginal('trip'),
  groups: [
    {
      key: 'trip',
      title: generalGroupTitle,
      settings: [
        {
          key: 'trip.reopen_limit',
          label: 'Reopen Limit',
          description:
            'Time after a trip ended during which a new start event continues the same trip instead of opening a new one. It joins short stops, such as a fuel stop, into one trip.',
          type: 'int',
          default: 600,
          unit: 's',
          devices,
        },
        {
          key: 'trip.active_trip_max_age',
          label: 'Active Trip Max Age',
          description:
            'Age at which the Cloud closes a trip that is still open, because its end event never came (the device lost power or coverage). 5400 s is 90 minutes.',
          type: 'int',
          default: 5400,
          unit: 's',
          devices,
        },
        {
          key: 'trip.dynamic_trip_buffer',
          label: 'Dynamic Trip Buffer',
          description:
            'How far a trip that the Cloud closed for its age may be extended again when data for it arrives late. 3600 s is one hour.',
          type: 'int',
          default: 3600,
          unit: 's',
          devices,
        },
        {
          key: 'trip.min_buffer_speed',
          label: 'Min Buffer Speed',
          description:
            'Average speed below which the vehicle counts as standing still when the Cloud decides whether a closed trip goes on.',
          type: 'int',
          default: 5,
          unit: 'km/h',
          devices,
        },
        {
          key: 'trip.min_buffer_interval',
          label: 'Min Buffer Interval',
          description: 'Length of the time slices over which that average speed is taken.',
          type: 'int',
          default: 5,
          unit: 'min',
          devices,
        },
        {
          key: 'trip.max_trip_offset',
          label: 'Max Trip Offset',
          description:
            'Largest distance between the last position before a trip and its first position for which the earlier position still becomes the trip start. A first fix that comes late then does not cut off the start of the route.',
          type: 'int',
          default: 20,
          unit: 'km',
          devices,
        },
        {
          key: 'trip.enable_trip_offset',
          label: 'Enable Trip Offset',
          description:
            'Uses the position before the trip as its start, within the distance above. Off starts each trip at its own first fix.',
          type: 'bool',
          default: true,
          devices,
        },
        {
          // Original docs `docs/cloud/device_management/advanced_settings/autopi_tmu_cm4/trip.md:9` (AUTO EXPORT, bool,
          // False), in the snapshot the site follows; the per-trip export it switches on is described on
          // /cloud/fleet_management/vehicles/trips/automatic-exports/.
          key: 'trip.auto_export',
          label: 'Auto Export',
          description:
            'Exports each trip of this device automatically once it has ended, and announces each finished export to triggers with the signal `trip_export_finished`. Needed by automatic exports that run after each trip.',
          type: 'bool',
          default: false,
          devices,
        },
        {
          key: 'trip.trip_logic_version',
          label: 'Trip Logic Version',
          description:
            'Which version of the trip logic the Cloud applies to this device; the same field can switch trip building off. New devices use `Improved`.',
          type: 'str',
          default: 'Improved',
          devices,
        },
      ],
    },
    {
      key: 'trip.final_event',
      provenance: veltroChoice(
        'The original names vehicle/rfid/\u2026 tags that Core never fires; the fact source fires system/rfid/<token>/rejected (_engines/rfid_manager.py).',
      ),
      title: 'Final Event',
      settings: [
        tags(
          'trip.final_event.end_tags',
          'End Tags',
          [tripFinalEndTag],
          'Event tag patterns that end the open trip for good: a trip ended this way is never reopened. By default a rejected RFID tag.',
        ),
      ],
    },
    {
      key: 'trip.primary_event',
      title: 'Primary Event',
      settings: [
        tags(
          'trip.primary_event.start_tags',
          'Start Tags',
          ['vehicle/engine/running'],
          'Event tag patterns that start a trip, or continue the last one within the reopen limit.',
        ),
        tags(
          'trip.primary_event.end_tags',
          'End Tags',
          ['vehicle/engine/stopped'],
          'Event tag patterns that end the open trip.',
        ),
      ],
    },
    {
      key: 'trip.secondary_event',
      title: 'Secondary Event',
      settings: [
        tags(
          'trip.secondary_event.start_tags',
          'Start Tags',
          null,
          'Further start patterns, for vehicles whose primary events are not enough. Empty adds none.',
        ),
        tags(
          'trip.secondary_event.end_tags',
          'End Tags',
          ['vehicle/engine/not_running'],
          'Further end patterns. The default closes a trip when the first reading after a start shows no engine activity.',
        ),
      ],
    },
  ],
};
