import { afterEach, describe, expect, it } from 'vitest';
import { organization } from '../testing/handlers';
import { addJsonDataBlock } from '../testing/json-data-block';
import { KNOWN_ORGANIZATION_ID, readKnownOrganization } from './known-organization';

const pageCarrying = (data: string) => addJsonDataBlock(KNOWN_ORGANIZATION_ID, data);

describe('the identity a page was made with', () => {
  afterEach(() => document.getElementById(KNOWN_ORGANIZATION_ID)?.remove());

  it('is read from the page’s data block', () => {
    pageCarrying(JSON.stringify(organization));
    expect(readKnownOrganization()).toEqual(organization);
  });

  it.each([
    ['no data block (a page made at build time)', null],
    ['a block that is not JSON', '{"name":'],
    ['a block that is not an organization', '{"detail":"x"}'],
  ])('is undefined with %s: the page asks the API', (_, data) => {
    if (data !== null) pageCarrying(data);
    expect(readKnownOrganization()).toBeUndefined();
  });
});
