import { forgetSignedInData } from './browser-data';

it('forgets the chat history and the form draft (sign-out)', () => {
  localStorage.setItem('chatHistory', '[{"role":"user","text":"hola","timestamp":1}]');
  localStorage.setItem('userData', '{"uid":"u"}');
  sessionStorage.setItem('campaignDraft', '{"uid":"u"}');
  forgetSignedInData();
  expect(localStorage.getItem('chatHistory')).toBeNull();
  expect(sessionStorage.getItem('campaignDraft')).toBeNull();
  expect(localStorage.getItem('userData')).not.toBeNull(); // the session seam clears that one
});
