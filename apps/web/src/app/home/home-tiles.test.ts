import { describe, expect, it } from 'vitest';
import { listHomeTiles } from './home-tiles';

describe('start page tiles (issue 20 item 2)', () => {
  it("follow the navigation's labels and roles, help entries left out", () => {
    const member = listHomeTiles({
      roles: ['medivi-read', 'medivi-casesmember', 'medivi-casesubmissionmember'],
      variant: 'medivi',
    });
    expect(member.map((tile) => tile.title)).toEqual([
      'My Cases',
      'My Claims',
      'Provider Search',
      'Training',
    ]);
    expect(member[1]?.description).toMatch(/^See what your plan paid/);
    expect(member[0]?.description).toMatch(/^File a balance bill/);
    const client = listHomeTiles({ roles: ['medivi-read', 'medivi-caseviewclient'], variant: 'medivi' });
    expect(client[0]).toMatchObject({ title: 'Cases', path: '/my-cases' });
    expect(client[0]?.description).toMatch(/^Follow and update the cases/);
  });

  it('adds the role pages without a navigation entry, on their site only', () => {
    expect(listHomeTiles({ roles: ['medivi-code'], variant: 'medivi' }).map((tile) => tile.path)).toEqual([
      '/code',
      '/cms',
    ]);
    expect(listHomeTiles({ roles: ['claims-admin'], variant: 'claims' }).map((tile) => tile.path)).toContain(
      '/repricing',
    );
    expect(
      listHomeTiles({ roles: ['medivi-admin'], variant: 'medivi' }).map((tile) => tile.path),
    ).not.toContain('/repricing');
  });
});
