import { describe, expect, it } from 'vitest';
import { ResponseMemo } from './response-memo.js';

const bytes = (text: string) => Buffer.from(text);

describe('ResponseMemo', () => {
  it('builds a key once and answers later calls from memory', async () => {
    const memo = new ResponseMemo<Buffer>(1_000);
    let builds = 0;
    const build = () => {
      builds += 1;
      return bytes('{"a":1}');
    };
    expect((await memo.get('a', build)).toString()).toBe('{"a":1}');
    await memo.get('a', build);
    expect(builds).toBe(1);
  });

  it('drops the least recently used answers once over its byte budget', async () => {
    const memo = new ResponseMemo<Buffer>(10);
    await memo.get('a', () => bytes('aaaa'));
    await memo.get('b', () => bytes('bbbb'));
    await memo.get('a', () => bytes('xxxx')); // a is used again, so b is now the oldest
    await memo.get('c', () => bytes('cccc'));
    let rebuilt = '';
    await memo.get('b', () => ((rebuilt = 'b'), bytes('bbbb')));
    expect(rebuilt).toBe('b');
    expect((await memo.get('c', () => bytes('zzzz'))).toString()).toBe('cccc');
  });

  it('never keeps an answer larger than the whole budget', async () => {
    const memo = new ResponseMemo<Buffer>(3);
    await memo.get('big', () => bytes('too big'));
    expect(memo.size).toBe(0);
  });
});
