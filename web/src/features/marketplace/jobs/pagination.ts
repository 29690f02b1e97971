import { JOB_CHUNK_SIZE } from '@contracts/marketplace/jobs/search-values';

// Jobs per page; a chunk of 600 from the server holds 30 pages.
export const PAGE_SIZE = 20;
export const WINDOW_SIZE = 5;
export const WINDOW_BEFORE = 2;
// Fetch the next chunk once fewer than this many pages are left in the loaded ones.
export const PREFETCH_PAGES = 5;

export const pageCount = (total: number, pageSize = PAGE_SIZE): number => Math.ceil(Math.max(0, total) / pageSize);

// Up to 5 page numbers (0-based), 2 before the current one, shifted to stay inside 0..count-1.
export const pageWindow = (current: number, count: number, size = WINDOW_SIZE, before = WINDOW_BEFORE): number[] => {
  if (count <= 0) return [];
  const width = Math.min(size, count);
  const start = Math.min(Math.max(0, current - before), count - width);
  return Array.from({ length: width }, (_, i) => start + i);
};

// 'x-y of total', 1-based and inclusive.
export const pageRange = (page: number, total: number, pageSize = PAGE_SIZE): { from: number; to: number } =>
  total <= 0 ? { from: 0, to: 0 } : { from: page * pageSize + 1, to: Math.min(total, (page + 1) * pageSize) };

// First and last buttons only when there are more than 2 pages.
export const showsEdgeButtons = (count: number): boolean => count > 2;

export const chunkForPage = (page: number, pageSize = PAGE_SIZE, chunkSize = JOB_CHUNK_SIZE): number =>
  Math.floor((page * pageSize) / chunkSize);

export const offsetInChunk = (page: number, pageSize = PAGE_SIZE, chunkSize = JOB_CHUNK_SIZE): number =>
  page * pageSize - chunkForPage(page, pageSize, chunkSize) * chunkSize;

export const needsNextChunk = (page: number, pageSize = PAGE_SIZE, chunkSize = JOB_CHUNK_SIZE): boolean => {
  const pagesPerChunk = chunkSize / pageSize;
  const loadedPages = (chunkForPage(page, pageSize, chunkSize) + 1) * pagesPerChunk;
  return loadedPages - page - 1 < PREFETCH_PAGES;
};
