//! Small raster pictures the platform draws itself (captcha puzzles, QR codes)
//! and the content check of uploaded images.

use base64::Engine;

/// An RGBA canvas.
pub struct Canvas {
    pub width: u32,
    pub height: u32,
    pub pixels: Vec<[u8; 4]>,
}

impl Canvas {
    pub fn new(width: u32, height: u32, fill: [u8; 4]) -> Self {
        Self { width, height, pixels: vec![fill; (width * height) as usize] }
    }

    pub fn get(&self, x: u32, y: u32) -> [u8; 4] {
        self.pixels[(y * self.width + x) as usize]
    }

    pub fn set(&mut self, x: u32, y: u32, c: [u8; 4]) {
        if x < self.width && y < self.height {
            self.pixels[(y * self.width + x) as usize] = c;
        }
    }

    /// Blends `c` over the pixel with alpha `a` (0-255).
    pub fn blend(&mut self, x: u32, y: u32, c: [u8; 3], a: u8) {
        if x >= self.width || y >= self.height {
            return;
        }
        let p = &mut self.pixels[(y * self.width + x) as usize];
        for i in 0..3 {
            p[i] = ((u32::from(p[i]) * u32::from(255 - a) + u32::from(c[i]) * u32::from(a)) / 255) as u8;
        }
    }

    pub fn png(&self) -> anyhow::Result<Vec<u8>> {
        let mut out = Vec::new();
        {
            let mut enc = png::Encoder::new(&mut out, self.width, self.height);
            enc.set_color(png::ColorType::Rgba);
            enc.set_depth(png::BitDepth::Eight);
            let mut w = enc.write_header()?;
            let flat: Vec<u8> = self.pixels.iter().flatten().copied().collect();
            w.write_image_data(&flat)?;
        }
        Ok(out)
    }

    pub fn png_data_url(&self) -> anyhow::Result<String> {
        Ok(format!("data:image/png;base64,{}", base64::engine::general_purpose::STANDARD.encode(self.png()?)))
    }
}

/// Draws a QR code of `text` on `canvas`, its top-left module at (`x`, `y`),
/// each module `scale` pixels wide, dark modules in `colour`.
pub fn draw_qr(canvas: &mut Canvas, text: &str, (x, y): (u32, u32), scale: u32, colour: [u8; 4]) -> anyhow::Result<()> {
    let code = qrcode::QrCode::new(text.as_bytes())?;
    let n = code.width() as u32;
    for (i, module) in code.to_colors().iter().enumerate() {
        if *module == qrcode::Color::Dark {
            let (mx, my) = (x + i as u32 % n * scale, y + i as u32 / n * scale);
            for dy in 0..scale {
                for dx in 0..scale {
                    canvas.set(mx + dx, my + dy, colour);
                }
            }
        }
    }
    Ok(())
}

/// A QR code of `text` as a PNG (black on white, with the standard quiet zone).
pub fn qr_png(text: &str, scale: u32) -> anyhow::Result<Vec<u8>> {
    let n = qrcode::QrCode::new(text.as_bytes())?.width() as u32;
    let quiet = 4;
    let size = (n + quiet * 2) * scale;
    let mut canvas = Canvas::new(size, size, [255, 255, 255, 255]);
    draw_qr(&mut canvas, text, (quiet * scale, quiet * scale), scale, [0, 0, 0, 255])?;
    canvas.png()
}

/// Image kinds accepted by uploads, decided from the bytes, never the file name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImageKind {
    Jpeg,
    Png,
    Gif,
    Webp,
}

impl ImageKind {
    pub fn sniff(bytes: &[u8]) -> Option<Self> {
        match infer::get(bytes)?.mime_type() {
            "image/jpeg" => Some(Self::Jpeg),
            "image/png" => Some(Self::Png),
            "image/gif" => Some(Self::Gif),
            "image/webp" => Some(Self::Webp),
            _ => None,
        }
    }

    pub fn extension(self) -> &'static str {
        match self {
            Self::Jpeg => "jpg",
            Self::Png => "png",
            Self::Gif => "gif",
            Self::Webp => "webp",
        }
    }

    pub fn mime(self) -> &'static str {
        match self {
            Self::Jpeg => "image/jpeg",
            Self::Png => "image/png",
            Self::Gif => "image/gif",
            Self::Webp => "image/webp",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sniffs_by_content_not_name() {
        let png = Canvas::new(2, 2, [1, 2, 3, 255]).png().unwrap();
        assert_eq!(ImageKind::sniff(&png), Some(ImageKind::Png));
        assert_eq!(ImageKind::sniff(b"<script>alert(1)</script>"), None);
        assert_eq!(ImageKind::sniff(&[0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, b'J', b'F', b'I', b'F']), Some(ImageKind::Jpeg));
    }

    #[test]
    fn qr_codes_render() {
        let png = qr_png("https://example.com/invite?token=abc", 4).unwrap();
        assert_eq!(ImageKind::sniff(&png), Some(ImageKind::Png));
    }
}
