import { Controller, Get, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/access.decorator.js';
import { notFound } from '../common/domain-error.js';
import { QuestionImagesService } from './question-images.service.js';

/**
 * GET /api/question-images/{id}: public, so that <img> tags load without a bearer token; the id is
 * a random UUID (unguessable) and the bytes never change, hence the year-long immutable cache.
 */
@Controller('api/question-images')
export class QuestionImagesController {
  constructor(private readonly images: QuestionImagesService) {}

  @Get(':id')
  @Public()
  async image(@Param('id') id: string, @Res() res: FastifyReply): Promise<void> {
    const image = await this.images.read(id);
    if (!image) throw notFound();
    res
      .header('Content-Type', image.mime)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(image.data);
  }
}
