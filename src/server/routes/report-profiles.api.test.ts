import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Strategy } from '../../domain/strategy.ts';
import { createShare, readSharedStrategy, writeSection } from '../testing/api-steps.ts';
import { run, writeTemporaryFile } from '../testing/export-fixtures.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

let server: TestServer;
let strategy: Strategy;

/** Twelve written sections; the profile takes ten of them, in an order of its own. */
const WRITTEN = [
  'mission-statement',
  'vision-statement',
  'target-audience',
  'competitive-analysis',
  'pricing-strategy',
  'brand-name',
  'tag-line',
  'business-goals',
  'sales-channels',
  'pr-strategy',
  'colors',
  'imagery',
];
const PROFILE_SECTIONS = [
  'pricing-strategy',
  'mission-statement',
  'competitive-analysis',
  'brand-name',
  'business-goals',
  'target-audience',
  'pr-strategy',
  'sales-channels',
  'vision-statement',
  'tag-line',
];
const LEFT_OUT = WRITTEN.filter((key) => !PROFILE_SECTIONS.includes(key));

/** A sentence only this section's text holds, so its place in any file can be found. */
const marker = (key: string) => `Marker${key.replace(/-/g, '')}end`;

beforeAll(async () => {
  server = await startTestServer();
  strategy = await answer(
    server.api.strategies.$post({
      json: { overview: 'A ceramics studio', metadata: { companyName: 'Kiln & Co' } },
    }),
    201,
  );
  for (const key of WRITTEN) {
    const content = `${marker(key)} is the lead sentence.\n\nMore text follows here.`;
    await writeSection(server, strategy.id, key, content);
  }
});
afterAll(async () => {
  await server?.close();
});

function createProfile(name: string, sections: string[]) {
  return answer(server.api['report-profiles'].$post({ json: { name, sections } }), 201);
}

function listProfiles() {
  return answer(server.api['report-profiles'].$get(), 200);
}

/** The markers of every written section, in the order they first appear in `text`. */
function markerOrder(text: string): string[] {
  const compact = text.replace(/\s+/g, '');
  return WRITTEN.map((key) => ({ key, at: compact.indexOf(marker(key)) }))
    .filter((found) => found.at !== -1)
    .sort((a, b) => a.at - b.at)
    .map((found) => found.key);
}

async function zipText(bytes: ArrayBuffer, parts: RegExp): Promise<string> {
  const zip = await JSZip.loadAsync(bytes);
  const names = Object.keys(zip.files)
    .filter((name) => parts.test(name))
    .sort((a, b) => Number(/(\d+)\.xml$/.exec(a)?.[1]) - Number(/(\d+)\.xml$/.exec(b)?.[1]));
  const xml = await Promise.all(names.map((name) => zip.file(name)?.async('string') ?? ''));
  return xml.join('').replace(/<[^>]+>/g, '');
}

describe(`report profiles API on ${process.env.TEST_DATABASE ?? 'pglite'}`, () => {
  it('lists the five presets, read-only, with sections of the outline', async () => {
    const profiles = await listProfiles();
    const presets = profiles.filter((profile) => profile.preset);
    expect(presets.map((profile) => profile.name)).toEqual([
      'Full strategy',
      'Business plan',
      'Marketing plan',
      'Investor brief',
      'Brand book',
    ]);
    const catalogue = await answer(server.api.catalogue.$get(), 200);
    const keys = new Set([
      'executive-summary',
      ...catalogue.groups.flatMap((group) => group.sections.map((section) => section.key)),
    ]);
    for (const preset of presets) {
      expect(preset.sections.length).toBeGreaterThan(5);
      expect(preset.sections.filter((key) => !keys.has(key))).toEqual([]);
    }
    const full = presets[0]!;
    expect(full.sections[0]).toBe('executive-summary');
    expect(full.sections).not.toContain('advice-from-elon-musk');

    const param = { profileId: 'business-plan' };
    for (const refused of [
      await server.api['report-profiles'][':profileId'].$put({
        param,
        json: { name: 'Mine', sections: ['tag-line'] },
      }),
      await server.api['report-profiles'][':profileId'].$delete({ param }),
    ]) {
      expect(refused.status).toBe(403);
    }
  });

  it('saves, lists, changes and deletes a profile', async () => {
    const saved = await createProfile('Client copy', ['tag-line', 'colors']);
    expect(saved).toMatchObject({
      name: 'Client copy',
      sections: ['tag-line', 'colors'],
      preset: false,
    });
    expect(saved.id).toMatch(/^[0-9a-f-]{36}$/);
    const listed = await listProfiles();
    expect(listed.find((profile) => profile.id === saved.id)?.name).toBe('Client copy');

    const param = { profileId: saved.id };
    const changed = await server.api['report-profiles'][':profileId'].$put({
      param,
      json: { name: 'Client copy v2', sections: ['colors'] },
    });
    expect(await answer(changed, 200)).toMatchObject({
      name: 'Client copy v2',
      sections: ['colors'],
    });

    const deleted = await server.api['report-profiles'][':profileId'].$delete({ param });
    expect(deleted.status).toBe(204);
    const gone = await server.api['report-profiles'][':profileId'].$delete({ param });
    expect(gone.status).toBe(404);
  });

  it('refuses a bad profile with 400 naming the field, storing nothing', async () => {
    const before = (await listProfiles()).length;
    const cases: [unknown, string][] = [
      [{ name: '', sections: ['tag-line'] }, 'Name: must not be empty'],
      [{ name: 'X', sections: [] }, 'Sections: must hold at least one section'],
      [{ name: 'X', sections: ['tag-line', 'no-such'] }, 'Section 2: is not a section'],
      [{ name: 'X', sections: ['tag-line', 'tag-line'] }, 'Sections: must not hold a section'],
      [{ name: 'X' }, 'Sections:'],
    ];
    for (const [body, message] of cases) {
      const response = await server.request('/api/report-profiles', { method: 'POST', json: body });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toContain(message);
    }
    const after = (await listProfiles()).length;
    expect(after).toBe(before);
    const unknownProfile = await server.request(
      `/api/strategies/${strategy.id}/export/md?profile=nope`,
    );
    expect(unknownProfile.status).toBe(400);
    expect(((await unknownProfile.json()) as { error: string }).error).toBe(
      'Profile: no report profile has this id',
    );
  });

  it('a 10-section profile: PDF, Word, PowerPoint and the shared view hold exactly those, in its order', async () => {
    const profile = await createProfile('Ten for the client', PROFILE_SECTIONS);
    const base = `/api/strategies/${strategy.id}/export`;

    const pdf = await server.request(`${base}/pdf?profile=${profile.id}`);
    expect(pdf.status).toBe(200);
    const pdfPath = writeTemporaryFile('profile.pdf', new Uint8Array(await pdf.arrayBuffer()));
    expect(markerOrder(run('pdftotext', [pdfPath, '-']))).toEqual(PROFILE_SECTIONS);

    const docx = await server.request(`${base}/docx?profile=${profile.id}`);
    expect(docx.status).toBe(200);
    expect(markerOrder(await zipText(await docx.arrayBuffer(), /^word\/document\.xml$/))).toEqual(
      PROFILE_SECTIONS,
    );

    const pptx = await server.request(`${base}/pptx?profile=${profile.id}`);
    expect(pptx.status).toBe(200);
    expect(
      markerOrder(await zipText(await pptx.arrayBuffer(), /^ppt\/slides\/slide\d+\.xml$/)),
    ).toEqual(PROFILE_SECTIONS);

    // Without a profile, every written section is there (the profile did the leaving out).
    const whole = await server.api.strategies[':id'].export[':format'].$get({
      param: { id: strategy.id, format: 'md' },
    });
    expect(markerOrder(await whole.text())).toEqual(expect.arrayContaining(LEFT_OUT));

    const link = await createShare(server, strategy.id, 'view', { profileId: profile.id });
    expect(link.profileId).toBe(profile.id);
    const view = await readSharedStrategy(server, link.id);
    expect(view.share.profileId).toBe(profile.id);
    expect(view.strategy.sectionOrder).toEqual(PROFILE_SECTIONS);
    expect(Object.keys(view.strategy.sections).sort()).toEqual([...PROFILE_SECTIONS].sort());

    // The share's exports follow its profile; another profile through it is refused.
    const sharedMarkdown = await server.api.shares[':shareId'].export[':format'].$get({
      param: { shareId: link.id, format: 'md' },
    });
    expect(markerOrder(await sharedMarkdown.text())).toEqual(PROFILE_SECTIONS);
    const other = await server.request(`/api/shares/${link.id}/export/md?profile=brand-book`);
    expect(other.status).toBe(403);
  }, 120_000);

  it('warns before exporting a profile with sections that are not written, and goes on with a note', async () => {
    const profile = await createProfile('With gaps', [
      'tag-line',
      'dream-state',
      'persona-1',
      'colors',
    ]);
    const refused = await server.request(
      `/api/strategies/${strategy.id}/export/pdf?profile=${profile.id}`,
    );
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: '2 sections in this profile are not written: Dream State, Persona 1',
      code: 'SECTIONS_NOT_WRITTEN',
      unwritten: [
        { key: 'dream-state', status: 'idle' },
        { key: 'persona-1', status: 'idle' },
      ],
    });
    const anyway = await server.request(
      `/api/strategies/${strategy.id}/export/md?profile=${profile.id}&unwritten=include-note`,
    );
    expect(anyway.status).toBe(200);
    const markdown = await anyway.text();
    expect(markerOrder(markdown)).toEqual(['tag-line', 'colors']);
    expect(markdown).toContain('- Dream State (not written)');
  });

  it('refuses a share with an unknown profile, and a deleted profile frees its shares', async () => {
    const param = { id: strategy.id };
    const unknown = await answer(
      server.api.strategies[':id'].shares.$post({
        param,
        json: { accessType: 'view', profileId: '00000000-0000-4000-8000-000000000000' },
      }),
      400,
    );
    expect(unknown.error).toBe('Profile id: no report profile has this id');
    const profile = await createProfile('Short-lived', ['colors']);
    const link = await createShare(server, strategy.id, 'view', { profileId: profile.id });
    await server.api['report-profiles'][':profileId'].$delete({ param: { profileId: profile.id } });
    const view = await readSharedStrategy(server, link.id);
    expect(view.share.profileId).toBeNull();
    expect(view.strategy.sectionOrder).toEqual(expect.arrayContaining(WRITTEN));
  });
});
