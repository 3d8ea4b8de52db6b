import { describe, expect, it } from 'vitest';
import { INVALID_ZIP_CODE } from '#shared/contracts/resources.ts';
import { placeOfZip } from './zip-place.ts';

describe('placeOfZip', () => {
  it('finds a ZIP code of a state in the GeoNames data, with its county and coordinates', async () => {
    expect(await placeOfZip('59601')).toMatchObject({ city: 'Helena', state: 'MT', stateName: 'Montana', latitude: expect.any(Number), longitude: expect.any(Number) });
  });

  it.each([
    ['00600', 'PR'],
    ['00901', 'PR'],
    ['00731', 'PR'],
    ['00999', 'PR'],
    ['00800', 'VI'],
    ['00802', 'VI'],
    ['00820', 'VI'],
    ['00899', 'VI'],
    ['96950', 'MP'],
    ['96952', 'MP'],
  ])('places %s in %s by its sourced ZIP range, with no county or coordinates to guess', async (zip, state) => {
    expect(await placeOfZip(zip)).toMatchObject({ zipCode: zip, state, city: '', county: '', latitude: null, longitude: null });
  });

  it.each(['96949', '96953', '00599', '00000'])('still refuses %s, which no source places', async (zip) => {
    await expect(placeOfZip(zip)).rejects.toThrow(INVALID_ZIP_CODE);
  });

  it('keeps military mail ZIP codes as places with no state', async () => {
    expect(await placeOfZip('09001')).toMatchObject({ state: '', stateName: '' });
  });
});
