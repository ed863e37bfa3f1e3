/** Which links the document's link listeners (src/client/links.ts) take over, and which they leave to the browser. */
import {describe, expect, it} from 'vitest';
import {inSitePath, pageToLoad, type LinkLike} from '../../src/client/links';

const origin = 'https://docs.veltro.example';

function link(href: string | null, attributes: {target?: string; download?: boolean} = {}): LinkLike {
  return {
    target: attributes.target ?? '',
    getAttribute: (name: string) => (name === 'href' ? href : null),
    hasAttribute: (name: string) => name === 'download' && attributes.download === true,
  };
}

describe('inSitePath', () => {
  it('keeps the path, query and hash of a link into this site, relative or absolute', () => {
    expect(inSitePath(link('/core/commands/core-commands-power/'), origin)).toBe('/core/commands/core-commands-power/');
    expect(inSitePath(link(`${origin}/hardware/?x=1#pins`), origin)).toBe('/hardware/?x=1#pins');
    expect(inSitePath(link('/hardware/', {target: '_self'}), origin)).toBe('/hardware/');
  });

  it('leaves other sites, other windows, downloads, bare hashes and missing hrefs to the browser', () => {
    expect(inSitePath(link('https://github.com/autopi-io/autopi-core'), origin)).toBeUndefined();
    expect(inSitePath(link('/hardware/', {target: '_blank'}), origin)).toBeUndefined();
    expect(inSitePath(link('/offline/veltro-field-kit.zip', {download: true}), origin)).toBeUndefined();
    expect(inSitePath(link('#pins'), origin)).toBeUndefined();
    expect(inSitePath(link(null), origin)).toBeUndefined();
  });
});

describe('pageToLoad', () => {
  const here = {origin, pathname: '/hardware/veltro_tmu_cm4/'};

  it('gives the page another in-site link opens, without its query or hash', () => {
    expect(pageToLoad(link('/core/commands/core-commands-obd/#query'), here)).toBe('/core/commands/core-commands-obd/');
  });

  it('loads nothing for a place on the page already open, or for what the browser handles', () => {
    expect(pageToLoad(link('/hardware/veltro_tmu_cm4/#ports'), here)).toBeUndefined();
    expect(pageToLoad(link('https://github.com/autopi-io'), here)).toBeUndefined();
    expect(pageToLoad(link('/hardware/', {target: '_blank'}), here)).toBeUndefined();
  });
});
