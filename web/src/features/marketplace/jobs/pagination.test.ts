import { describe, expect, it } from 'vitest';
import { chunkForPage, needsNextChunk, offsetInChunk, pageCount, pageRange, pageWindow, showsEdgeButtons } from './pagination';

describe('pagination', () => {
  it('shows a window of 5 pages with 2 before the current one', () => {
    expect(pageWindow(10, 30)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(2, 30)).toEqual([0, 1, 2, 3, 4]);
  });

  it('shifts the window to stay inside the pages at both ends', () => {
    expect(pageWindow(0, 30)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(1, 30)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(29, 30)).toEqual([25, 26, 27, 28, 29]);
    expect(pageWindow(28, 30)).toEqual([25, 26, 27, 28, 29]);
  });

  it('shows every page when there are fewer than 5', () => {
    expect(pageWindow(2, 3)).toEqual([0, 1, 2]);
    expect(pageWindow(0, 1)).toEqual([0]);
    expect(pageWindow(0, 0)).toEqual([]);
  });

  it("labels the range as 'x-y of total', 1-based", () => {
    expect(pageRange(0, 45)).toEqual({ from: 1, to: 20 });
    expect(pageRange(2, 45)).toEqual({ from: 41, to: 45 });
    expect(pageRange(0, 0)).toEqual({ from: 0, to: 0 });
  });

  it('counts pages of 20 and shows first/last buttons only past 2 pages', () => {
    expect(pageCount(0)).toBe(0);
    expect(pageCount(40)).toBe(2);
    expect(pageCount(41)).toBe(3);
    expect(showsEdgeButtons(2)).toBe(false);
    expect(showsEdgeButtons(3)).toBe(true);
  });

  it('maps pages onto chunks of 600 jobs', () => {
    expect(chunkForPage(0)).toBe(0);
    expect(chunkForPage(29)).toBe(0);
    expect(chunkForPage(30)).toBe(1);
    expect(offsetInChunk(31)).toBe(20);
  });

  it('asks for the next chunk once fewer than 5 pages are left in the loaded ones', () => {
    expect(needsNextChunk(24)).toBe(false);
    expect(needsNextChunk(25)).toBe(true);
    expect(needsNextChunk(29)).toBe(true);
    expect(needsNextChunk(30)).toBe(false);
  });
});
