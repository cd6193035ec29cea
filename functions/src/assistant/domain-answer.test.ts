import { describe, expect, it } from 'vitest';
import type { ChatInput } from '../strategy/ai-port.js';
import { domainAnswer } from './domain-answer.js';
import { OWNERS, type Owner } from './questions.fixture.js';

const input = (owner: Owner, message: string, history: ChatInput['history'] = []): ChatInput => ({
  message,
  history,
  campaigns: OWNERS[owner].campaigns,
});

/** What every AI path answers the same way, the model's path included. */
describe('the domain answers on every AI path', () => {
  it('what it did not understand: honestly, with options, never the previous answer', () => {
    const previous = [{ message: 'What does CPC mean?', response: 'CPC is the cost of one click.' }];
    const answer = domainAnswer(input('dentist', 'Can you fix my printer?', previous));
    expect(answer?.intents).toEqual(['unknown']);
    expect(answer?.text).toContain('I did not understand');
    expect(answer?.text).not.toContain('cost of one click');
  });

  it('how a campaign is doing: from its results when it has them, else what is missing', () => {
    expect(domainAnswer(input('dentist', "How's my campaign going?"))?.text).toContain('Verdict: Act');
    expect(domainAnswer(input('groomer', 'hows my campaing doing'))?.text).toContain('not in Google Ads yet');
    expect(domainAnswer(input('electrician', 'how is my campaign doing?'))?.text).toContain("haven't read its results yet");
  });

  it('a copy request: lines from the confirmed facts with the group to add them to', () => {
    const answer = domainAnswer(input('salon', 'escribí 3 títulos para uñas de gel'));
    expect(answer?.suggestion).toMatchObject({ group: 'Uñas de gel', field: 'headlines' });
  });

  it.each([
    ['a question it understands', 'Which keywords should I use?'],
    ['two questions', 'Is my budget enough? And what is CTR?'],
    ['a courtesy', 'thanks!'],
    ['"and what else?"', 'and what else?'],
  ])('leaves %s to the provider', (_what, message) => {
    expect(domainAnswer(input('dentist', message))).toBeUndefined();
  });
});
