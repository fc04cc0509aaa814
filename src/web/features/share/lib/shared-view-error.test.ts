import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { sharedViewErrorHeading } from './shared-view-error.ts';

describe('sharedViewErrorHeading', () => {
  it('shows the server’s message for a refused link', () => {
    expect(sharedViewErrorHeading(new ApiError(400, 'Invalid share link'))).toBe(
      'Invalid share link',
    );
    expect(
      sharedViewErrorHeading(new ApiError(404, 'This share link has expired or is invalid')),
    ).toBe('This share link has expired or is invalid');
  });

  it('says the load failed when the request failed', () => {
    expect(sharedViewErrorHeading(new ApiError(0, 'Cannot reach the server.'))).toBe(
      'Failed to load shared strategy',
    );
    expect(sharedViewErrorHeading(new ApiError(500, 'Something went wrong on the server'))).toBe(
      'Failed to load shared strategy',
    );
  });

  it('falls back to "Strategy not found"', () => {
    expect(sharedViewErrorHeading(new ApiError(404, ''))).toBe('Strategy not found');
    expect(sharedViewErrorHeading(new Error('boom'))).toBe('Strategy not found');
  });
});
