import { describe, expect, it } from 'vitest';
import { SERVICE_IDS } from '@cabinet/i18n/services';
import { contactChoices } from './contact-choices';

describe('contactChoices', () => {
  it('offers the values the API’s contract accepts, in its order', () => {
    expect(contactChoices()).toEqual({
      services: [...SERVICE_IDS],
      therapyLanguages: ['fr', 'en', 'de', 'other'],
      freePeriods: ['morning', 'afternoon', 'evening'],
      freeDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
    });
  });
});
