import { describe, expect, it } from 'vitest';
import { cacheStatus, requestKind, statusClass } from '../../../../src/lib/http/request-kind';

describe('the kind of a request (metrics and log lines)', () => {
  it('keeps API and proxy answers apart whatever their status', () => {
    expect(requestKind('api', 200)).toBe('api');
    expect(requestKind('api', 307)).toBe('api');
    expect(requestKind('api', 404)).toBe('api');
    expect(requestKind('proxy', 502)).toBe('proxy');
  });

  it('calls a page route a static page, a render, a redirect or the error page by what it answered', () => {
    expect(requestKind('page', 200)).toBe('static_page');
    expect(requestKind('page', 304)).toBe('static_page');
    expect(requestKind('render', 200)).toBe('render');
    expect(requestKind('page', 307)).toBe('redirect');
    expect(requestKind('render', 307)).toBe('redirect');
    expect(requestKind('render', 404)).toBe('error_page');
    expect(requestKind('render', 503)).toBe('error_page');
  });

  it('answers before any route: a redirect rule or a refused request target', () => {
    expect(requestKind(undefined, 307)).toBe('redirect');
    expect(requestKind(undefined, 400)).toBe('error_page');
    expect(requestKind(undefined, 200)).toBe('static_page');
  });

  it('keeps build assets and public files as assets, found or not', () => {
    expect(requestKind('asset', 200)).toBe('asset');
    expect(requestKind('asset', 304)).toBe('asset');
    expect(requestKind('asset', 404)).toBe('asset');
  });

  it('gives the status class and how the origin came by the answer', () => {
    expect([101, 200, 304, 404, 503, 700].map(statusClass)).toEqual(['1xx', '2xx', '3xx', '4xx', '5xx', 'other']);
    expect(cacheStatus('static_page', 200)).toBe('hit');
    expect(cacheStatus('static_page', 304)).toBe('revalidated');
    expect(cacheStatus('render', 200)).toBe('miss');
    expect(cacheStatus('api', 200)).toBe('pass');
    expect(cacheStatus('redirect', 307)).toBe('pass');
    expect(cacheStatus('error_page', 404)).toBe('pass');
  });
});
