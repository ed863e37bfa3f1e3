/** Links to manifest pages that are not written yet render as text; every other link is left to the build's check. */
import {fromMarkdown} from 'mdast-util-from-markdown';
import {toString} from 'mdast-util-to-string';
import type {Link, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {describe, expect, it} from 'vitest';
import remarkPendingLinks, {routeOfLink} from '../../plugins/docs/remark-pending-links';

function linksAfter(markdown: string, pending: string[]): {links: string[]; text: string} {
  const tree = fromMarkdown(markdown) as Root;
  remarkPendingLinks({pendingRoutes: new Set(pending)})(tree);
  const links: string[] = [];
  visit(tree, 'link', (node: Link) => void links.push(node.url));
  return {links, text: toString(tree)};
}

describe('remark-pending-links', () => {
  it('keeps the text of a link to a pending page, anchors and all, and drops the link', () => {
    const {links, text} = linksAfter('See [the MQTT guide](/developer_guides/configuring-mqtt/#broker) first.', [
      '/developer_guides/configuring-mqtt/',
    ]);
    expect(links).toEqual([]);
    expect(text).toBe('See the MQTT guide first.');
  });

  it('leaves links to written pages, unknown paths and other sites alone', () => {
    const {links} = linksAfter('[a](/core/) [b](/no/such/page/) [c](https://www.veltro.example/) [d](#x)', [
      '/developer_guides/configuring-mqtt/',
    ]);
    expect(links).toEqual(['/core/', '/no/such/page/', 'https://www.veltro.example/', '#x']);
  });

  it('unwraps two pending links in one paragraph, keeping their formatting', () => {
    const {links, text} = linksAfter('[**SSH**](/a/) and [`logs`](/b/)', ['/a/', '/b/']);
    expect(links).toEqual([]);
    expect(text).toBe('SSH and logs');
  });

  it('reads the route of a site link', () => {
    expect(routeOfLink('/cloud/obd-ii/?x=1#y')).toBe('/cloud/obd-ii/');
    expect(routeOfLink('https://x.example/')).toBeUndefined();
  });
});
