import { describe, expect, it } from 'vitest';
import { AreaSchema, CountrySchema, StateSchema } from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';

const { app } = await buildTestApp();

const get = (url: string, language = 'en') => app.inject({ url, headers: { language } });
const sortedBy = (language: string) => (names: string[]) => [...names].sort(new Intl.Collator(language).compare);

const countries = CountrySchema.array().parse((await get('/api/countries')).json());
const kuwait = countries.find((country) => country.code === 'kw')!;

describe('countries', () => {
  it('lists the seeded countries with phone codes, sorted by English name', async () => {
    expect(kuwait).toMatchObject({ name: 'Kuwait', phoneCode: '+965' });
    expect(countries.map((c) => c.code)).toEqual(expect.arrayContaining(['kw', 'eg', 'sa', 'ae', 'qa', 'bh', 'om']));
    const names = countries.map((c) => c.name);
    expect(names).toEqual(sortedBy('en')(names));
  });

  it('names and sorts them in Arabic for an Arabic caller', async () => {
    const arabic = CountrySchema.array().parse((await get('/api/countries', 'ar')).json());
    expect(arabic.find((c) => c.code === 'kw')?.name).toBe('الكويت');
    const names = arabic.map((c) => c.name);
    expect(names).toEqual(sortedBy('ar')(names));
  });

  it('may be cached by browsers and CDNs', async () => {
    const response = await get('/api/countries');
    expect(response.headers['cache-control']).toMatch(/^public/);
    expect(response.headers.vary).toMatch(/language/);
  });
});

describe('states and areas', () => {
  it('lists the states of a country and the areas of a state, sorted by name, in the caller language', async () => {
    const states = StateSchema.array().parse((await get(`/api/states?countryId=${kuwait.countryId}`)).json());
    expect(states).toHaveLength(6);
    expect(states.every((s) => s.countryId === kuwait.countryId)).toBe(true);
    expect(states.map((s) => s.name)).toEqual(sortedBy('en')(states.map((s) => s.name)));

    const hawalli = states.find((s) => s.name === 'Hawalli')!;
    const areas = AreaSchema.array().parse((await get(`/api/areas?stateId=${hawalli.stateId}`, 'ar')).json());
    expect(areas.map((a) => a.name)).toContain('السالمية');
    expect(areas.every((a) => a.stateId === hawalli.stateId)).toBe(true);
    expect(areas.map((a) => a.name)).toEqual(sortedBy('ar')(areas.map((a) => a.name)));
  });

  it('answers 404 for a country or state that does not exist', async () => {
    expect((await get('/api/states?countryId=999999')).json().code).toBe('COUNTRY_NOT_FOUND');
    expect((await get('/api/areas?stateId=999999')).statusCode).toBe(404);
  });

  it('refuses a missing or malformed id, naming the parameter', async () => {
    for (const [url, field] of [
      ['/api/states', 'countryId'],
      ['/api/states?countryId=abc', 'countryId'],
      ['/api/states?countryId=0', 'countryId'],
      ['/api/states?countryId=99999999999', 'countryId'],
      ['/api/areas', 'stateId'],
      ['/api/areas?stateId=-4', 'stateId'],
    ]) {
      const response = await get(url!);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors[0].field, url).toBe(field);
    }
  });
});
