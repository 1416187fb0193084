import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../src/api/query-client-slot';
import { createObservable } from '../../src/platform/observable';

describe('the QueryClient slot', () => {
  it('runs a task at once when the client is there', () => {
    const client = new QueryClient();
    const task = vi.fn();
    withQueryClient(createObservable({ client }), task);
    expect(task).toHaveBeenCalledWith(client);
  });

  it('runs a task asked for before the data layer loaded once it is there, and only once', () => {
    const slot = createObservable<{ client: QueryClient } | null>(null);
    const task = vi.fn();
    withQueryClient(slot, task);
    expect(task).not.toHaveBeenCalled();
    const client = new QueryClient();
    slot.set({ client });
    expect(task).toHaveBeenCalledExactlyOnceWith(client);
    slot.set({ client: new QueryClient() });
    expect(task).toHaveBeenCalledOnce();
  });
});
