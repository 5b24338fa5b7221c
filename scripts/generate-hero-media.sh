#!/usr/bin/env bash
# Generates the landing page's hero clips (docs/product.md, Media is ours) from ffmpeg's
# built-in sources: abstract light, colour and texture studies in the Frameline palette,
# no people.
#
# A development-time tool: it needs ffmpeg (with libx264, libvpx-vp9 and libwebp, as in
# Debian's package: `apt-get install -y ffmpeg`). The app, the build and CI never run it;
# the files it writes are committed under src/web/public/media/hero/.
#
#   bash scripts/generate-hero-media.sh
#
# Each clip: 960x540, 24 fps, 8 s, no audio, seamless loop (the last 1.5 s cross-fade
# into the first frame), as H.264 MP4 (+faststart) and VP9 WebM, plus a WebP poster of
# the first frame so the page can paint before any video arrives.
set -euo pipefail

command -v ffmpeg >/dev/null || { echo "ffmpeg is needed: apt-get install -y ffmpeg" >&2; exit 1; }

cd "$(dirname "$0")/.."
OUT=src/web/public/media/hero
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$OUT"

SIZE=960x540
FPS=24
LOOP=8     # seconds in the final clip
FADE=1.5   # seconds of cross-fade that close the loop
SRC_LEN=9.5 # LOOP + FADE
FF=(ffmpeg -hide_banner -loglevel error -y)

# 1. Light beams: two slowly turning linear gradients, coral and violet, screened on ink.
render_light_beams() {
  "${FF[@]}" \
    -f lavfi -i "gradients=s=$SIZE:r=$FPS:d=$SRC_LEN:n=5:c0=0x0b0b0f:c1=0x0b0b0f:c2=0xff5a4e:c3=0x2f1c8f:c4=0x0b0b0f:seed=3:speed=0.012:type=linear" \
    -f lavfi -i "gradients=s=$SIZE:r=$FPS:d=$SRC_LEN:n=3:c0=0x000000:c1=0x3d25b8:c2=0x000000:seed=9:speed=0.02:type=linear" \
    -filter_complex "[0]format=gbrp[a];[1]format=gbrp[b];[a][b]blend=all_mode=screen,gblur=sigma=24,vignette=PI/4" \
    -c:v ffv1 "$1"
}

# 2. Fractal bloom: a slow zoom into the Mandelbrot set's seahorse valley, its luminance
#    mapped onto ink, violet and coral.
render_fractal_bloom() {
  "${FF[@]}" \
    -f lavfi -i "mandelbrot=s=$SIZE:r=$FPS:start_scale=0.012:end_scale=0.004:end_pts=240:outer=normalized_iteration_count:inner=black:maxiter=1024" \
    -vf "trim=duration=$SRC_LEN,format=gray,gblur=sigma=4,format=gbrp,curves=r='0/0 0.45/0.25 0.8/0.85 1/1':g='0/0 0.6/0.12 1/0.45':b='0/0.02 0.4/0.45 0.8/0.35 1/0.4',vignette=PI/4" \
    -c:v ffv1 "$1"
}

# 3. Silk folds: a domain-warped sine field, like light on fabric, in coral on ink.
render_silk_folds() {
  "${FF[@]}" \
    -f lavfi -i "nullsrc=s=480x270:r=$FPS:d=$SRC_LEN,format=gray,geq=lum='128+127*sin(X/34+2.6*sin(Y/47+T*0.66)+T*0.42)*cos(Y/61+1.4*sin(X/53-T*0.5))'" \
    -vf "scale=$SIZE:flags=bicubic,gblur=sigma=3,curves=all='0/0 0.5/0.15 1/0.85',format=gbrp,colorchannelmixer=rr=1:gg=0.42:bb=0.36,vignette=PI/4.5" \
    -c:v ffv1 "$1"
}

# 4. Colour field: soft drifting pools of coral and violet light, out of focus.
render_colour_field() {
  "${FF[@]}" \
    -f lavfi -i "nullsrc=s=240x135:r=$FPS:d=$SRC_LEN,geq=r='70+80*(0.5+0.5*sin(X/31+T*0.66))*(0.5+0.5*cos(Y/23-T*0.42))':g='12+14*(0.5+0.5*sin((X+Y)/45+T*0.5))':b='60+120*(0.5+0.5*cos(X/41-T*0.55))*(0.5+0.5*sin(Y/27+T*0.33))'" \
    -vf "scale=$SIZE:flags=bicubic,gblur=sigma=14,vignette=PI/4" \
    -c:v ffv1 "$1"
}

CLIPS=(light-beams fractal-bloom silk-folds colour-field)

for name in "${CLIPS[@]}"; do
  echo "rendering $name"
  raw="$WORK/$name-raw.mkv"
  loop="$WORK/$name-loop.mkv"
  "render_${name//-/_}" "$raw"

  # Seamless loop: play from FADE to the end, and cross-fade the last FADE seconds into
  # the opening FADE seconds, so the final frame flows into the first.
  "${FF[@]}" -i "$raw" -filter_complex \
    "[0]split[a][b];[a]trim=start=$FADE,setpts=PTS-STARTPTS[main];[b]trim=end=$FADE,setpts=PTS-STARTPTS[head];[main][head]xfade=transition=fade:duration=$FADE:offset=$(echo "$LOOP - $FADE" | bc)" \
    -c:v ffv1 "$loop"

  "${FF[@]}" -i "$loop" -an -c:v libx264 -preset veryslow -crf 26 -maxrate 450k -bufsize 900k \
    -profile:v high -pix_fmt yuv420p -movflags +faststart "$OUT/$name.mp4"
  "${FF[@]}" -i "$loop" -an -c:v libvpx-vp9 -crf 38 -b:v 0 -row-mt 1 -deadline good -cpu-used 2 \
    -pix_fmt yuv420p "$OUT/$name.webm"
  # The poster is the first frame of the encoded clip, so the switch to video is invisible.
  "${FF[@]}" -i "$OUT/$name.mp4" -frames:v 1 -c:v libwebp -quality 80 "$OUT/$name.webp"
done

ls -l "$OUT"
