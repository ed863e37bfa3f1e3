/**
 * One group of a settings page, rendered from the settings catalogue: Name | Description | Type | Default | Unit.
 * Each row carries the setting's stable anchor, so Core pages and search results can link to a single setting. The
 * Core service or command module that reads a setting (`usedBy`) is a line under its description rather than a
 * column, so the table stays five columns wide on a phone.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import StackedTable from '@site/src/components/StackedTable';
import {
  formatSettingValue,
  groupOf,
  settingAnchor,
  type Setting,
  type SettingsCategory,
} from '@site/src/data/cloud/settings/types';

interface Props {
  /** The page's category, imported from its module, e.g. `power` from `@site/src/data/cloud/settings/power`. */
  readonly category: SettingsCategory;
  /** Key of the group to show, e.g. `power.sleep_timer.event_driven`. */
  readonly group: string;
}

/** `code` spans and `[text](/link/)` in a description; everything else is text. */
function InlineText({text}: {readonly text: string}): ReactNode {
  return text.split(/(`[^`]+`|\[[^\]]+\]\([^)]+\))/).map((part, index) => {
    if (part.startsWith('`')) return <code key={index}>{part.slice(1, -1)}</code>;
    const link = /^\[([^\]]+)\]\(([^)]+)\)$/.exec(part);
    if (link)
      return (
        <Link key={index} to={link[2]}>
          {link[1]}
        </Link>
      );
    return part;
  });
}

/** "Read by `obd_manager` as `battery_critical_level.voltage`.", for a Core developer looking for the key. */
function ReadBy({usedBy}: {readonly usedBy: Setting['usedBy']}): ReactNode {
  if (!usedBy) return null;
  return (
    <>
      <br />
      <small>
        Read by <code>{usedBy.module}</code>
        {usedBy.key ? (
          <>
            {' '}
            as <code>{usedBy.key}</code>
          </>
        ) : null}
        .
      </small>
    </>
  );
}

function allowed(setting: Setting): string | undefined {
  if (setting.values) return `One of: ${setting.values.join(', ')}.`;
  const {min, max} = setting.range ?? {};
  if (min !== undefined && max !== undefined) return `From ${min} to ${max}.`;
  if (min !== undefined) return `At least ${min}.`;
  if (max !== undefined) return `At most ${max}.`;
  return undefined;
}

export default function SettingsTable({category, group: key}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  const group = groupOf(category, key);
  if (!group) throw new Error(`No settings group ${key} in ${category.key}`);
  // Register the row anchors with the broken-anchor check, which only sees headings and links by itself, so other
  // pages may link to a single setting (`…/cloud-config-power/#power-sleep_timer-event_driven-period`).
  group.settings.forEach((setting) => brokenLinks.collectAnchor(settingAnchor(setting.key)));
  const title = `${category.title} settings: ${group.title}`;
  return (
    <StackedTable label={title} act={['Default', 'Unit']}>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Description</th>
          <th scope="col">Type</th>
          <th scope="col">Default</th>
          <th scope="col">Unit</th>
        </tr>
      </thead>
      <tbody>
        {group.settings.map((setting) => (
          <tr key={setting.key} id={settingAnchor(setting.key)}>
            <th scope="row">
              <a href={`#${settingAnchor(setting.key)}`}>{setting.label}</a>
            </th>
            <td>
              <InlineText text={setting.description} /> {allowed(setting)}
              <ReadBy usedBy={setting.usedBy} />
            </td>
            <td>{setting.type}</td>
            <td>
              <code>{formatSettingValue(setting.default)}</code>
            </td>
            <td>{setting.unit ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </StackedTable>
  );
}
