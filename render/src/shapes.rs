//! The sprites' designs: rings, marbles, markers and arrows, each drawn
//! once per board with imageproc through [`Sprite::draw`].

use crate::palette::{ink, mix, Rgb};
use crate::sprite::{rgba, Sprite};
use crate::theme::SIN_60;

/// Light comes from the upper left and from in front.
const LIGHT: (f32, f32) = (-0.63, -0.77);

/// Steps of a marble's shading; at 4× and scaled down they blend.
const SHADES: usize = 8;
/// Bands of a ring's shading, as many as the palette tells apart.
const RING_BANDS: usize = 12;

fn shade(rgb: Rgb, by: f32) -> Rgb {
    rgb.map(|c| (f32::from(c) * by).clamp(0.0, 255.0) as u8)
}

fn lighten(rgb: Rgb, by: f32) -> Rgb {
    rgb.map(|c| (f32::from(c) + by).clamp(0.0, 255.0) as u8)
}

/// A ring of outer radius `r` with a hole of radius `hole`: lit from the
/// upper left, with a darker rim at both edges.
pub fn ring(r: f32, hole: f32) -> Sprite {
    let rim = mix(ink::RING_EDGE, ink::RING, 110);
    Sprite::draw(2.0 * r + 4.0, ink::RING_EDGE, |p| {
        p.disc((0.0, 0.0), r, rgba(ink::RING_EDGE, 1.0));
        p.disc((0.0, 0.0), r - 1.2, rgba(rim, 1.0));
        // The face: bands across the light's way, lighter towards it.
        p.overlay(
            0.0,
            |l| {
                let (v, w) = (std::f32::consts::FRAC_1_SQRT_2, std::f32::consts::FRAC_1_SQRT_2);
                let step = 2.0 * r / RING_BANDS as f32;
                for k in 0..RING_BANDS {
                    let (t0, t1) = (-r + step * k as f32, -r + step * (k + 1) as f32 + 0.3);
                    let corner = |t: f32, s: f32| (v * t + w * s, v * t - w * s);
                    let colour = lighten(ink::RING, 28.0 - 56.0 * (k as f32 + 0.5) / RING_BANDS as f32);
                    l.polygon(
                        &[corner(t0, -r), corner(t0, r), corner(t1, r), corner(t1, -r)],
                        rgba(colour, 1.0),
                    );
                }
                l.clip_to_disc(r - 2.2);
            },
            ink::RING,
        );
        p.disc((0.0, 0.0), hole + 2.2, rgba(rim, 1.0));
        p.disc((0.0, 0.0), hole + 1.2, rgba(ink::RING_EDGE, 1.0));
        p.disc((0.0, 0.0), hole, rgba(ink::RING_EDGE, 0.0));
    })
}

/// A marble of radius `r` and colour `base`: a shaded sphere with a soft
/// highlight and a thin dark rim that keeps white marbles apart from rings.
pub fn marble(r: f32, base: Rgb) -> Sprite {
    const RIM: Rgb = [20, 20, 24];
    Sprite::draw(2.0 * r + 4.0, RIM, |p| {
        for k in 0..=SHADES {
            let t = k as f32 / SHADES as f32;
            let radius = r * (1.0 - 0.85 * t);
            let off = (r - radius) * 0.8;
            p.disc(
                (LIGHT.0 * off, LIGHT.1 * off),
                radius,
                rgba(shade(base, 0.5 + 0.65 * t), 1.0),
            );
        }
        let spot = (LIGHT.0 * r * 0.42, LIGHT.1 * r * 0.42);
        // A soft glow around a bright core, as a shiny sphere shows.
        p.overlay(r * 0.15, |l| l.disc(spot, r * 0.32, rgba([255; 3], 0.55)), [255; 3]);
        p.overlay(r * 0.03, |l| l.disc(spot, r * 0.14, rgba([255; 3], 1.0)), [255; 3]);
        p.overlay(
            0.0,
            |l| {
                l.disc((0.0, 0.0), r, rgba(RIM, 0.5));
                l.disc((0.0, 0.0), r - 1.5, rgba(RIM, 0.0));
            },
            RIM,
        );
        p.clip_to_disc(r);
    })
}

/// A band between radii `inner` and `outer`, of coverage `alpha`.
pub fn band(inner: f32, outer: f32, colour: Rgb, alpha: f32) -> Sprite {
    Sprite::draw(2.0 * outer + 4.0, colour, |p| {
        p.disc((0.0, 0.0), outer, rgba(colour, alpha));
        p.disc((0.0, 0.0), inner, rgba(colour, 0.0));
    })
}

/// A filled disc.
pub fn dot(r: f32, colour: Rgb) -> Sprite {
    Sprite::draw(2.0 * r + 4.0, colour, |p| p.disc((0.0, 0.0), r, rgba(colour, 1.0)))
}

/// A cross of arms reaching `arm` from the centre, lines `w` wide.
pub fn cross(arm: f32, w: f32, colour: Rgb) -> Sprite {
    let a = arm - w / 2.0;
    Sprite::draw(2.0 * arm + 4.0, colour, |p| {
        p.line((-a, -a), (a, a), w, rgba(colour, 1.0));
        p.line((-a, a), (a, -a), w, rgba(colour, 1.0));
    })
}

/// An arrow along the unit vector `u` for a jump of `length` pixels,
/// centred on the jump's midpoint: it stops `gap` short of each end, in
/// lines `w` wide, with a head of arms `head` long.
pub fn arrow(u: (f32, f32), length: f32, gap: f32, w: f32, head: f32, colour: Rgb) -> Sprite {
    let half = length / 2.0 - gap;
    let from = (-u.0 * half, -u.1 * half);
    let to = (u.0 * half, u.1 * half);
    Sprite::draw(length + w + 4.0, colour, |p| {
        p.line(from, to, w, rgba(colour, 1.0));
        for side in [-1.0f32, 1.0] {
            // Arms at ±30° from the way back.
            let (cs, sn) = (SIN_60, 0.5 * side);
            let back = (-u.0 * cs + u.1 * sn, -u.0 * sn - u.1 * cs);
            p.line(to, (to.0 + back.0 * head, to.1 + back.1 * head), w, rgba(colour, 1.0));
        }
    })
}
