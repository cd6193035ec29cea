import { loadChatHistory, mergeStoredHistory } from './chat-history';

const suggestion = { campaignId: 'c-1', group: 'Pestañas', field: 'headlines', lines: ['Citas el mismo día'] };

describe('an answer’s suggested lines in the chat history', () => {
  it('come back with the stored conversation after signing in again', () => {
    const merged = mergeStoredHistory(
      [],
      [{ message: 'escribí 1 título para pestañas', response: 'Títulos nuevos…', createdAt: '2026-11-27T06:00:00.000Z', suggestion }],
    );
    expect(merged.at(-1)).toMatchObject({ role: 'assistant', suggestion });
  });

  it('are kept in this browser only when whole; a broken one is dropped, its message kept', () => {
    localStorage.setItem(
      'chatHistory',
      JSON.stringify([
        { role: 'assistant', text: 'a', timestamp: 1, suggestion },
        { role: 'assistant', text: 'b', timestamp: 2, suggestion: { ...suggestion, field: 'callouts' } },
      ]),
    );
    const [kept, broken] = loadChatHistory();
    expect(kept).toMatchObject({ text: 'a', suggestion });
    expect(broken).toEqual({ role: 'assistant', text: 'b', timestamp: 2 });
  });
});
