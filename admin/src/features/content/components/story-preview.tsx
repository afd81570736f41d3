import { CAUSE_LABELS, centsSchema, formatCents, parseMoneyInput } from '@fundax/core';

import type { StoryFormValues } from './story-form';

/** How the story will read on the public site, from what the form holds now. */
export function StoryPreview({ values }: { values: Partial<StoryFormValues> }) {
  const typed = typeof values.raised === 'string' ? parseMoneyInput(values.raised) : null;
  // Only an amount the form would accept is shown (formatCents refuses anything else).
  const raised = centsSchema.safeParse(typed).success ? typed : null;
  const paragraphs = (values.body ?? '').split(/\n\s*\n/).filter((part) => part.trim() !== '');
  return (
    <section className="preview" aria-label="Preview">
      <p className="muted small">
        Preview ·{' '}
        {values.published ? 'Published: visible to the public' : 'Draft: only admins see it'}
      </p>
      <h2>{values.title?.trim() || 'Untitled story'}</h2>
      <p className="muted">
        {CAUSE_LABELS[values.category ?? 'other']}
        {raised !== null ? ` · ${formatCents(raised)} raised` : ''}
      </p>
      {values.summary ? (
        <p>
          <strong>{values.summary}</strong>
        </p>
      ) : null}
      <div className="preview__body">
        {paragraphs.length > 0 ? (
          paragraphs.map((paragraph, index) => <p key={index}>{paragraph.trim()}</p>)
        ) : (
          <p className="muted">The story’s text appears here.</p>
        )}
      </div>
    </section>
  );
}
