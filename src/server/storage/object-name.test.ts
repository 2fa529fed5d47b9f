import { describe, expect, it } from 'vitest';
import { checkBucketId, checkObjectName, parseObjectPath } from './object-name.ts';
import { StorageError } from './storage-error.ts';

function refusal(check: () => unknown): string {
  try {
    check();
  } catch (error) {
    if (error instanceof StorageError) return `${error.statusCode} ${error.code}: ${error.message}`;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('checkObjectName', () => {
  it('accepts folder paths and names in any language', () => {
    for (const name of ['a.pdf', 't/c/Waiver 2024 (signed).pdf', 'Zoë/ファイル.png', '.hidden']) {
      expect(checkObjectName(name)).toBe(name);
    }
  });

  it('refuses names that would escape or mean another path, saying why', () => {
    expect(refusal(() => checkObjectName('../etc/passwd'))).toMatch(/^400 InvalidKey: .*\.\./);
    expect(refusal(() => checkObjectName('a/../../b'))).toMatch(/\.\./);
    expect(refusal(() => checkObjectName('a/./b'))).toMatch(/\. or \.\./);
    expect(refusal(() => checkObjectName('/etc/passwd'))).toMatch(/starts with \//);
    expect(refusal(() => checkObjectName('a\\..\\b'))).toMatch(/backslash/);
    expect(refusal(() => checkObjectName('a\u0000.pdf'))).toMatch(/NUL/);
    expect(refusal(() => checkObjectName('a//b'))).toMatch(/empty folder/);
    expect(refusal(() => checkObjectName('a/'))).toMatch(/empty folder/);
    expect(refusal(() => checkObjectName(''))).toMatch(/empty/);
  });

  it('counts the length in UTF-8 bytes, as S3 does', () => {
    expect(checkObjectName('a'.repeat(1024))).toHaveLength(1024);
    expect(refusal(() => checkObjectName('a'.repeat(1025)))).toMatch(/longer than 1024 bytes/);
    expect(refusal(() => checkObjectName('é'.repeat(513)))).toMatch(/longer than 1024 bytes/);
  });
});

describe('checkBucketId', () => {
  it('takes folder-like words only', () => {
    expect(checkBucketId('client-files')).toBe('client-files');
    for (const id of ['', 'Client', '..', 'a..b', 'a/b', '-a', 'a'.repeat(64)]) {
      expect(refusal(() => checkBucketId(id))).toMatch(/^400 InvalidBucketName/);
    }
  });
});

describe('parseObjectPath', () => {
  it('splits the bucket from the name and decodes both', () => {
    expect(parseObjectPath('client-files/t/c/my%20file%C3%AB.pdf')).toEqual({
      bucket: 'client-files',
      name: 't/c/my fileë.pdf',
    });
  });

  it('refuses encoded traversal and paths without a name', () => {
    expect(refusal(() => parseObjectPath('b/%2e%2e/x'))).toMatch(/\.\./);
    expect(refusal(() => parseObjectPath('b/a%00'))).toMatch(/NUL/);
    expect(refusal(() => parseObjectPath('b/%E0%A4%A'))).toMatch(/percent-encoding/);
    expect(refusal(() => parseObjectPath('bucket'))).toMatch(/names no object/);
  });
});
