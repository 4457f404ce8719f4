/**
 * The distribution (issue 14 part 7) as a pure function, so that the screen can preview it: students
 * in seating order fill the sectors in their order up to each capacity, seats numbered from 1; seat
 * after seat the models take turns (model k mod G over the exam's models in order), so two students
 * next to each other in a sector never hold the same model when the exam has two or more.
 */

export interface SeatPlan {
  studentId: number;
  sectorId: number;
  seatNo: number;
  modelNo: number;
}

export type DistributionPlan =
  | { ok: true; seats: SeatPlan[] }
  | { ok: false; reason: 'noStudents' | 'noSectors' | 'noModels' }
  | { ok: false; reason: 'capacity'; capacity: number; students: number };

export function planDistribution(
  studentIds: readonly number[],
  sectors: readonly { sectorId: number; capacity: number }[],
  modelNos: readonly number[],
): DistributionPlan {
  if (!studentIds.length) return { ok: false, reason: 'noStudents' };
  if (!sectors.length) return { ok: false, reason: 'noSectors' };
  if (!modelNos.length) return { ok: false, reason: 'noModels' };
  const capacity = sectors.reduce((sum, s) => sum + s.capacity, 0);
  if (capacity < studentIds.length)
    return { ok: false, reason: 'capacity', capacity, students: studentIds.length };
  const seats: SeatPlan[] = [];
  let next = 0;
  for (const sector of sectors) {
    for (let seatNo = 1; seatNo <= sector.capacity && next < studentIds.length; seatNo++, next++)
      seats.push({
        studentId: studentIds[next],
        sectorId: sector.sectorId,
        seatNo,
        modelNo: modelNos[next % modelNos.length],
      });
  }
  return { ok: true, seats };
}
