/**
 * The settings tables show which Core service or command module reads each setting, and under which key (the
 * catalogue's `usedBy`), so a Core developer can go from a Cloud field to the code that reads it.
 */
import React, {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {power} from '../../src/data/cloud/settings/power';
import {settingsOf} from '../../src/data/cloud/settings/types';

vi.mock('@docusaurus/Link', () => ({
  default: (props: {to: string; children: unknown}) => createElement('a', {href: props.to}, props.children as never),
}));
vi.mock('@docusaurus/useBrokenLinks', () => ({default: () => ({collectAnchor: () => undefined})}));
vi.mock('@site/src/components/ScrollableTable', () => ({
  default: (props: {children: unknown}) => createElement('table', null, props.children as never),
}));
vi.mock('@site/src/components/StackedTable', async () => await import('../../src/components/StackedTable'));
vi.mock('@site/src/data/cloud/settings/types', async () => await import('../../src/data/cloud/settings/types'));

// The component is compiled with the classic JSX transform here (vitest's default), which needs React in scope.
(globalThis as {React?: typeof React}).React = React;
const {default: SettingsTable} = await import('../../src/components/cloud/SettingsTable');

describe('the settings table', () => {
  it('names the module and key that read each setting', () => {
    const html = renderToStaticMarkup(
      createElement(SettingsTable, {category: power, group: 'power.battery.critical_level'}),
    );
    const voltage = settingsOf(power).find((setting) => setting.key === 'power.battery.critical_level.voltage')!;
    expect(voltage.usedBy?.key).toBeTruthy();
    expect(html).toContain(`Read by <code>${voltage.usedBy!.module}</code>`);
    expect(html).toContain(`<code>${voltage.usedBy!.key}</code>`);
  });
});
