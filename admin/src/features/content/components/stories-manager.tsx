import { Link, useThunk } from '@fundax/client';
import { Badge, CallFailureNotice, LoadError, Loading, Notice } from '@fundax/client/ui';
import { CAUSE_LABELS, formatShortDay } from '@fundax/core';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

import { TableFrame } from '../../../components/ui/table-frame';
import type { StoryRecord } from '../../../utils/records';
import { fetchStory } from '../api/content-slice';
import { useContent } from '../hooks/use-content';
import { StoryForm } from './story-form';

/**
 * Adds a success story, or edits the one named by `?id=`, with a preview; below, every story
 * (drafts too), most recently edited first.
 */
export function StoriesManager() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const [message, setMessage] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <section className="section" aria-labelledby="story-editor">
        <div className="section-header">
          <h2 id="story-editor" ref={heading} tabIndex={-1}>
            {id ? 'Edit the story' : 'Add a success story'}
          </h2>
          {id ? (
            <Link to="/auth/story-add" className="button button--secondary button--small">
              New story
            </Link>
          ) : null}
        </div>
        <div role="status">
          {message ? <p className="notice notice--success">{message}</p> : null}
        </div>
        {id ? (
          <StoryEditor
            key={id}
            id={id}
            onSaved={(_, text) => {
              setMessage(text);
              heading.current?.focus();
            }}
          />
        ) : (
          <StoryForm
            key="new"
            story={null}
            onSaved={(newId, text) => {
              setMessage(text);
              setParams({ id: newId });
              heading.current?.focus();
            }}
          />
        )}
      </section>
      <StoriesList />
    </>
  );
}

function StoryEditor({
  id,
  onSaved,
}: {
  id: string;
  onSaved: (id: string, message: string) => void;
}) {
  const load = useThunk(fetchStory);
  const [story, setStory] = useState<StoryRecord | null | undefined>(undefined);
  const { run } = load;
  useEffect(() => {
    void run(id).then((outcome) => setStory(outcome.ok ? outcome.data : undefined));
  }, [run, id]);
  if (load.status === 'failed')
    return <CallFailureNotice error={load.error} prefix="The story could not be loaded." />;
  if (story === undefined) return <Loading label="Loading the story…" />;
  if (story === null) {
    return (
      <Notice tone="warning">
        <p>
          There is no story with the id <code>{id}</code>.{' '}
          <Link to="/auth/story-add">Add a new one</Link>.
        </p>
      </Notice>
    );
  }
  return <StoryForm story={story} onSaved={onSaved} />;
}

function StoriesList() {
  const { entry, reload } = useContent('stories');
  return (
    <section className="section" aria-labelledby="stories-list">
      <h2 id="stories-list">All stories</h2>
      {entry.error ? <LoadError error={entry.error} what="the stories" onRetry={reload} /> : null}
      {!entry.data && !entry.error ? <Loading label="Loading the stories…" /> : null}
      {entry.data?.length === 0 ? <p className="muted">No stories yet.</p> : null}
      {entry.data && entry.data.length > 0 ? (
        <TableFrame label="All stories">
          <table className="table">
            <caption className="visually-hidden">
              Success stories, most recently edited first
            </caption>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">State</th>
                <th scope="col">Cause</th>
                <th scope="col">Edited</th>
              </tr>
            </thead>
            <tbody>
              {entry.data.map((story) => (
                <tr key={story.id}>
                  <th scope="row">
                    <Link to={`/auth/story-add?id=${encodeURIComponent(story.id)}`}>
                      {story.title}
                    </Link>
                  </th>
                  <td>
                    {story.published ? (
                      <Badge tone="approved">Published</Badge>
                    ) : (
                      <Badge tone="neutral">Draft</Badge>
                    )}
                  </td>
                  <td>{CAUSE_LABELS[story.category]}</td>
                  <td>{formatShortDay(story.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      ) : null}
    </section>
  );
}
