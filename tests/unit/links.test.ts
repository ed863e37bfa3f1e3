/** Which links the document's link listeners (src/client/links.ts) take over, and which they leave to the browser. */
import {describe, expect, it} from 'vitest';
import {inSitePath, pageToLoad, type LinkLike} from '../../src/client/links';

const origin = 'https://docs.veltro.example';
const base = `${origin}/core/commands/core-commands-power/`;

function link(href: string | null, attributes: {target?: string; download?: boolean} = {}): LinkLike {
  return {
    target: attributes.target ?? '',
    getAttribute: (name: string) => (name === 'href' ? href : null),
    hasAttribute: (name: string) => name === 'download' && attributes.download === true,
  };
}

describe('inSitePath', () => {
  it('keeps the path, query and hash of a link into this site, absolute or from the root', () => {
    expect(inSitePath(link('/core/commands/core-commands-obd/'), base)).toBe('/core/commands/core-commands-obd/');
    expect(inSitePath(link(`${origin}/hardware/?x=1#pins`), base)).toBe('/hardware/?x=1#pins');
    expect(inSitePath(link('/hardware/', {target: '_self'}), base)).toBe('/hardware/');
  });

  it('resolves a relative link against the page it is on, as the browser does', () => {
    expect(inSitePath(link('../core-commands-obd/'), base)).toBe('/core/commands/core-commands-obd/');
    expect(inSitePath(link('core-commands-obd/'), `${origin}/core/commands/`)).toBe(
      '/core/commands/core-commands-obd/',
    );
    expect(inSitePath(link('?tab=a'), base)).toBe('/core/commands/core-commands-power/?tab=a');
  });

  it('leaves other sites, other windows, downloads, bare hashes and missing or broken hrefs to the browser', () => {
    expect(inSitePath(link('https://github.com/autopi-io/autopi-core'), base)).toBeUndefined();
    expect(inSitePath(link('/hardware/', {target: '_blank'}), base)).toBeUndefined();
    expect(inSitePath(link('/offline/veltro-field-kit.zip', {download: true}), base)).toBeUndefined();
    expect(inSitePath(link('#pins'), base)).toBeUndefined();
    expect(inSitePath(link(null), base)).toBeUndefined();
    expect(inSitePath(link('https://[::1'), base)).toBeUndefined();
  });
});

describe('pageToLoad', () => {
  const here = {href: `${origin}/hardware/veltro_tmu_cm4/`, pathname: '/hardware/veltro_tmu_cm4/'};

  it('gives the page another in-site link opens, without its query or hash', () => {
    expect(pageToLoad(link('/core/commands/core-commands-obd/#query'), here)).toBe('/core/commands/core-commands-obd/');
  });

  it('loads nothing for a place on the page already open, or for what the browser handles', () => {
    expect(pageToLoad(link('/hardware/veltro_tmu_cm4/#ports'), here)).toBeUndefined();
    expect(pageToLoad(link('https://github.com/autopi-io'), here)).toBeUndefined();
    expect(pageToLoad(link('/hardware/', {target: '_blank'}), here)).toBeUndefined();
  });
});
