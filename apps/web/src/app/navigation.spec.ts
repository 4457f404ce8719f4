import { describe, expect, it } from '@jest/globals';
import { loginPathFor, safeRedirect } from './navigation';

describe('login redirects', () => {
  it('returns to the page the user was on', () => {
    expect(loginPathFor('/courses/list?page=2')).toBe('/login?redirect=%2Fcourses%2Flist%3Fpage%3D2');
  });

  it('never sends the login page back to itself', () => {
    expect(loginPathFor('/login')).toBe('/login');
    expect(loginPathFor('/login?redirect=%2Fdashboard')).toBe('/login');
  });

  it.each([
    ['?redirect=%2Fprofile%2Fadmin', '/profile/admin'],
    ['?redirect=https%3A%2F%2Fevil.example', '/dashboard'],
    ['?redirect=%2F%2Fevil.example', '/dashboard'],
    ['?redirect=%2Flogin', '/dashboard'],
    ['', '/dashboard'],
  ])('accepts only same-origin targets: %s -> %s', (search, target) => {
    expect(safeRedirect(new URLSearchParams(search))).toBe(target);
  });
});
