import { Controller, Get, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
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
  async image(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const image = await this.images.read(id);
    if (!image) throw notFound();
    res.setHeader('Content-Type', image.mime);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Content-Length', String(image.data.length));
    res.end(image.data);
  }
}
