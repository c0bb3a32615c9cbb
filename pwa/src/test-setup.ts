/** Vitest setup for browser code: DOM matchers and IndexedDB (fake-indexeddb) in jsdom. */
import "@testing-library/jest-dom/vitest";
import "fake-indexeddb/auto";
