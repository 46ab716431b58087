import { describe, expect, it } from 'vitest';
import { sortableAnnouncements, sortableInstructions } from './sortable-announcements';

const items = [
  { id: 'acme-postgres-b1', label: 'Point-in-time recovery' },
  { id: 'acme-postgres-b2', label: 'Read replicas in one command' },
  { id: 'acme-postgres-b3', label: 'Automatic failover' },
];
const announce = sortableAnnouncements(items, 'benefit');
const active = { id: 'acme-postgres-b1' };

describe('sortable announcements', () => {
  it('names the item by its title and position when it is picked up', () => {
    expect(announce.onDragStart({ active })).toBe('Picked up benefit “Point-in-time recovery” at position 1 of 3.');
  });

  it('says where the item is while it moves', () => {
    expect(announce.onDragOver({ active, over: { id: 'acme-postgres-b3' } })).toBe(
      'Benefit “Point-in-time recovery” moved to position 3 of 3.',
    );
    expect(announce.onDragOver({ active, over: active })).toBe('Benefit “Point-in-time recovery” is back at position 1 of 3.');
    expect(announce.onDragOver({ active, over: null })).toBe('Benefit “Point-in-time recovery” is no longer over a position in the list.');
  });

  it('says where it was dropped, or that it stayed', () => {
    expect(announce.onDragEnd({ active, over: { id: 'acme-postgres-b2' } })).toBe(
      'Benefit “Point-in-time recovery” was dropped at position 2 of 3.',
    );
    expect(announce.onDragEnd({ active, over: null })).toBe(
      'Benefit “Point-in-time recovery” was dropped at its original position.',
    );
  });

  it('says the move was cancelled and where the item went back to', () => {
    expect(announce.onDragCancel({ active: { id: 'acme-postgres-b2' }, over: { id: 'acme-postgres-b3' } })).toBe(
      'Moving was cancelled. Benefit “Read replicas in one command” went back to position 2 of 3.',
    );
  });

  it('never reads out an id, even for an item it does not know', () => {
    const sentences = [
      announce.onDragStart({ active }),
      announce.onDragOver({ active, over: { id: 'acme-postgres-b2' } }),
      announce.onDragEnd({ active, over: { id: 'acme-postgres-b2' } }),
      announce.onDragCancel({ active, over: null }),
      sortableAnnouncements(items, 'screenshot').onDragStart({ active: { id: 'gone' } }),
    ];
    for (const sentence of sentences) expect(sentence).not.toMatch(/acme-postgres-b|gone/);
    expect(sentences.at(-1)).toBe('Picked up the screenshot.');
  });

  it('tells keyboard users which keys move an item in a list and in a grid', () => {
    expect(sortableInstructions('benefit', 'list')).toBe(
      'To reorder, press Space or Enter to pick up the benefit, use the up and down arrow keys to move it, then press Space or Enter to drop it, or Escape to cancel.',
    );
    expect(sortableInstructions('screenshot', 'grid')).toContain('use the arrow keys to move it');
  });
});
