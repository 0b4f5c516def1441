import { likeContains, likeLiteral } from './like-literal';

it('escapes the LIKE wildcards and the escape character itself', () => {
  expect(likeLiteral('50%_off\\now')).toBe('50\\%\\_off\\\\now');
  expect(likeContains("O'Brien")).toBe("%O'Brien%");
});
