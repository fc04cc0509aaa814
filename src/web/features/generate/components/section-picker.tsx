import { useMemo } from 'react';
import type { SectionDefinition } from '../../../../domain/catalogue.ts';
import { outlineKeys } from '../../../../domain/outline.ts';
import {
  EXECUTIVE_SUMMARY_KEY,
  EXECUTIVE_SUMMARY_SECTION_TITLE,
} from '../../../../domain/summary-section.ts';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { useLiveStrategy } from '../../../stores/live-strategy.ts';
import { useSelection } from '../stores/selection.ts';
import { PickerGroup } from './picker-group.tsx';
import { PickerSection } from './picker-section.tsx';

const SUMMARY_SECTION: SectionDefinition = {
  key: EXECUTIVE_SUMMARY_KEY,
  title: EXECUTIVE_SUMMARY_SECTION_TITLE,
  groupTitle: '',
  index: -1,
  prerequisites: [],
};

export function SectionPicker() {
  const selectedCount = useSelection((state) => state.selected.size);
  const setSections = useSelection((state) => state.setSections);
  // The open strategy's outline: its playbook's groups and sections (issue 16).
  const CATALOGUE = useLiveStrategy((state) => state.outline);
  const SECTION_KEYS = useMemo(() => outlineKeys(CATALOGUE), [CATALOGUE]);
  // The executive summary is picked like any section (issue 26): it is written last.
  const ALL_KEYS = useMemo(() => [EXECUTIVE_SUMMARY_KEY, ...SECTION_KEYS], [SECTION_KEYS]);
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3 border-slate-200 border-b px-4 py-3">
        <div>
          <h3 className="font-semibold text-slate-900">Select Sections to Generate</h3>
          <p className="text-slate-500 text-sm">
            {CATALOGUE.length} categories, {SECTION_KEYS.length} sections. Sections that build on
            others are written after them.
          </p>
        </div>
        <div className="flex gap-2">
          <Button size="sm" variant="ghost" onClick={() => setSections(ALL_KEYS, true)}>
            Select all
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={selectedCount === 0}
            onClick={() => setSections(ALL_KEYS, false)}
          >
            Clear selection
          </Button>
        </div>
      </div>
      <ul aria-label="Executive summary" className="border-slate-100 border-b px-2 py-2 sm:pl-9">
        <PickerSection section={SUMMARY_SECTION} />
      </ul>
      <ul aria-label="Categories">
        {CATALOGUE.map((group) => (
          <PickerGroup key={group.title} group={group} />
        ))}
      </ul>
    </Card>
  );
}
