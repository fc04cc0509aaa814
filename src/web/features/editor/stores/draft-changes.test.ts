import { describe, expect, it } from 'vitest';
import { changesSince, draftErrors, type StrategyDraft, withChanges } from './draft-changes.ts';

const saved: StrategyDraft = {
  overview: 'Coffee by subscription',
  metadata: {
    companyName: 'Northwind',
    clientName: '',
    preparedBy: '',
    preparedDate: '2026-11-20',
    digitalLink: '',
  },
  language: 'English',
  name: '',
};

describe('changesSince', () => {
  it('sends only the fields that changed', () => {
    const draft = { ...saved, metadata: { ...saved.metadata, clientName: 'Harbor' } };
    expect(changesSince(saved, draft)).toEqual({ metadata: { clientName: 'Harbor' } });
    expect(changesSince(saved, { ...saved, language: 'German' })).toEqual({ language: 'German' });
    expect(changesSince(saved, saved)).toBeUndefined();
    expect(changesSince(saved, { ...saved, name: 'Northwind, second try' })).toEqual({
      name: 'Northwind, second try',
    });
  });

  it('holds back what the server would refuse: a blank overview, a non-http link', () => {
    const draft = {
      ...saved,
      overview: '  ',
      metadata: { ...saved.metadata, digitalLink: 'javascript:alert(1)', companyName: 'New' },
    };
    expect(draftErrors(draft)).toEqual({
      overview: 'Business overview is required',
      digitalLink: 'Enter a web address starting with http:// or https://',
    });
    expect(changesSince(saved, draft)).toEqual({ metadata: { companyName: 'New' } });
  });

  it('knows what is saved after the server accepted a change', () => {
    const next = withChanges(saved, { overview: 'Tea', metadata: { clientName: 'Harbor' } });
    expect(next).toEqual({
      ...saved,
      overview: 'Tea',
      metadata: { ...saved.metadata, clientName: 'Harbor' },
    });
  });
});
