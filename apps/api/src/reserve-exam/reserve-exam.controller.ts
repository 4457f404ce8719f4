import { Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { Right } from '@mizan/domain/access';
import {
  type AddReservationInput,
  type AddReservationResponse,
  type AvailabilityQuery,
  type AvailabilityResponse,
  addReservationSchema,
  availabilityQuerySchema,
  type BoardQuery,
  type BoardResponse,
  boardQuerySchema,
  type CentreInput,
  type CentresResponse,
  type CompetingResponse,
  centreSchema,
  type DecisionResponse,
  eventsQuerySchema,
  type HallInput,
  hallSchema,
  type ReservationDecisionInput,
  type ReservationListQuery,
  type ReservationListResponse,
  type ReservationView,
  reservationDecisionSchema,
  reservationListQuerySchema,
  withdrawSchema,
} from '@mizan/domain/reserve-exam';
import type { z } from 'zod';
import type { RequestAuth } from '../auth/session.store.js';
import { Access } from '../common/access.decorator.js';
import { CurrentAuth, ValidBody, ValidQuery } from '../common/request.decorators.js';
import { idParam } from '../courses/course-access.js';
import { ExamCentresService } from './exam-centres.service.js';
import { ReserveExamBoardService } from './reserve-exam-board.service.js';
import { ReserveExamDecisionsService } from './reserve-exam-decisions.service.js';
import { ReserveExamService } from './reserve-exam.service.js';

/**
 * 165.7.2. Exam-centre reservation (API.md). Literal routes come before the `:id` ones. The
 * courses-list screen reads GET /api/courses/165.7.2./getList (the courses area's).
 */
@Controller('api/reserve-exam/165.7.2.')
export class ReserveExamController {
  constructor(
    private readonly requests: ReserveExamService,
    private readonly decisions: ReserveExamDecisionsService,
    private readonly boards: ReserveExamBoardService,
    private readonly centres: ExamCentresService,
  ) {}

  @Post('add')
  @HttpCode(201)
  @Access('165.7.2.', Right.add)
  add(
    @CurrentAuth() auth: RequestAuth,
    @ValidBody(addReservationSchema) body: AddReservationInput,
  ): Promise<AddReservationResponse> {
    return this.requests.add(auth, body);
  }

  @Get('availability')
  @Access('165.7.2.', Right.view)
  availability(
    @CurrentAuth() auth: RequestAuth,
    @ValidQuery(availabilityQuerySchema) q: AvailabilityQuery,
  ): Promise<AvailabilityResponse> {
    return this.requests.availability(auth, q);
  }

  @Get('board')
  @Access('165.7.2.', Right.view)
  board(
    @CurrentAuth() auth: RequestAuth,
    @ValidQuery(boardQuerySchema) q: BoardQuery,
  ): Promise<BoardResponse> {
    return this.boards.board(auth, q);
  }

  @Get('events')
  @Access('165.7.2.', Right.view)
  events(
    @CurrentAuth() auth: RequestAuth,
    @ValidQuery(eventsQuerySchema) q: z.output<typeof eventsQuerySchema>,
  ) {
    return this.boards.events(auth, q.since);
  }

  @Get('centres')
  @Access('165.7.2.', Right.view)
  listCentres(@CurrentAuth() auth: RequestAuth): Promise<CentresResponse> {
    return this.centres.list(auth);
  }

  @Post('centres')
  @HttpCode(201)
  @Access('165.7.2.', Right.add)
  addCentre(@CurrentAuth() auth: RequestAuth, @ValidBody(centreSchema) body: CentreInput) {
    return this.centres.addCentre(auth, body);
  }

  @Put('centres/:centreId')
  @Access('165.7.2.', Right.edit)
  editCentre(
    @CurrentAuth() auth: RequestAuth,
    @Param('centreId') centreId: string,
    @ValidBody(centreSchema) body: CentreInput,
  ) {
    return this.centres.editCentre(auth, idParam(centreId), body);
  }

  @Post('centres/:centreId/halls')
  @HttpCode(201)
  @Access('165.7.2.', Right.add)
  addHall(
    @CurrentAuth() auth: RequestAuth,
    @Param('centreId') centreId: string,
    @ValidBody(hallSchema) body: HallInput,
  ) {
    return this.centres.addHall(auth, idParam(centreId), body);
  }

  @Put('halls/:hallId')
  @Access('165.7.2.', Right.edit)
  editHall(
    @CurrentAuth() auth: RequestAuth,
    @Param('hallId') hallId: string,
    @ValidBody(hallSchema) body: HallInput,
  ) {
    return this.centres.editHall(auth, idParam(hallId), body);
  }

  @Delete('halls/:hallId')
  @Access('165.7.2.', Right.delete)
  deleteHall(@CurrentAuth() auth: RequestAuth, @Param('hallId') hallId: string) {
    return this.centres.deleteHall(auth, idParam(hallId));
  }

  @Get('getList')
  @Access('165.7.2.', Right.view)
  list(
    @CurrentAuth() auth: RequestAuth,
    @ValidQuery(reservationListQuerySchema) q: ReservationListQuery,
  ): Promise<ReservationListResponse> {
    return this.requests.list(auth, q.courseId, q);
  }

  @Get(':courseId/view/:reserveExamId')
  @Access('165.7.2.', Right.view)
  view(
    @CurrentAuth() auth: RequestAuth,
    @Param('courseId') courseId: string,
    @Param('reserveExamId') reserveExamId: string,
  ): Promise<ReservationView> {
    return this.requests.view(auth, idParam(courseId), idParam(reserveExamId));
  }

  @Get(':reserveExamId/competing')
  @Access('165.7.2.', Right.edit)
  competing(
    @CurrentAuth() auth: RequestAuth,
    @Param('reserveExamId') id: string,
  ): Promise<CompetingResponse> {
    return this.decisions.competing(auth, idParam(id));
  }

  @Put(':reserveExamId/decision')
  @Access('165.7.2.', Right.edit)
  decide(
    @CurrentAuth() auth: RequestAuth,
    @Param('reserveExamId') id: string,
    @ValidBody(reservationDecisionSchema) body: ReservationDecisionInput,
  ): Promise<DecisionResponse> {
    return this.decisions.decide(auth, idParam(id), body);
  }

  @Post(':reserveExamId/withdraw')
  @HttpCode(200)
  @Access('165.7.2.', Right.add)
  withdraw(
    @CurrentAuth() auth: RequestAuth,
    @Param('reserveExamId') id: string,
    @ValidBody(withdrawSchema) body: z.output<typeof withdrawSchema>,
  ) {
    return this.requests.withdraw(auth, idParam(id), body.version);
  }
}
